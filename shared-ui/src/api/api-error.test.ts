import { TimeoutError } from 'ky';
import { ApiError, apiErrorFromResponse, errorDetails, fieldErrors, toApiError } from './api-error';
import { setTestLocale } from '../testing/test-catalogs';
import { imageUrl } from './image-url';

const NETWORK_EN = 'Cannot reach the server. Check your connection and try again.';
const UNEXPECTED_EN = 'Something went wrong. Please try again.';

describe('toApiError', () => {
  it('passes an ApiError through untouched', () => {
    const original = new ApiError(409, 'Email is already registered');
    expect(toApiError(original)).toBe(original);
  });

  it('maps ky time-outs, fetch TypeErrors and aborts to status 0', () => {
    const request = new Request('http://localhost/api/users');
    for (const error of [
      new TimeoutError(request),
      new TypeError('Failed to fetch'),
      new DOMException('The user aborted a request.', 'AbortError'),
    ]) {
      const mapped = toApiError(error);
      expect(mapped).toBeInstanceOf(ApiError);
      expect(mapped).toMatchObject({ status: 0, message: NETWORK_EN, errors: [] });
    }
  });

  it('maps anything else to a generic status 0 error', () => {
    expect(toApiError(new SyntaxError('Unexpected token <'))).toMatchObject({
      status: 0,
      message: UNEXPECTED_EN,
    });
    expect(toApiError('boom').message).toBe(UNEXPECTED_EN);
  });

  it('writes its own sentences in the page language', () => {
    setTestLocale('id');
    expect(toApiError(new TypeError('Failed to fetch')).message).toBe(
      'Tidak dapat terhubung ke server. Periksa koneksi Anda dan coba lagi.',
    );
    expect(toApiError('boom').message).toBe('Terjadi kesalahan. Silakan coba lagi.');
  });
});

/** An answer without a usable `message`, as a proxy or a crashed server sends it. */
function bareAnswer(status: number, headers: Record<string, string> = {}): Response {
  return new Response('<html>Bad gateway</html>', { status, headers });
}

describe('apiErrorFromResponse without a message in the answer', () => {
  const fallbacks: [number, string, string][] = [
    [400, 'Please check the fields and try again.', 'Periksa kembali isian Anda dan coba lagi.'],
    [401, 'Please log in to continue.', 'Silakan masuk untuk melanjutkan.'],
    [403, 'You are not allowed to do this.', 'Anda tidak diizinkan melakukan ini.'],
    [
      404,
      'We could not find what you were looking for.',
      'Kami tidak dapat menemukan yang Anda cari.',
    ],
    [409, 'This already exists.', 'Data ini sudah ada.'],
    [413, 'The file is too large.', 'Berkas terlalu besar.'],
    [415, 'Only image files are allowed.', 'Hanya berkas gambar yang diizinkan.'],
    [
      429,
      'Too many requests. Please wait a moment and try again.',
      'Terlalu banyak permintaan. Silakan tunggu sebentar lalu coba lagi.',
    ],
    [502, 'Something went wrong on our side', 'Terjadi kesalahan di sisi kami'],
    [418, UNEXPECTED_EN, 'Terjadi kesalahan. Silakan coba lagi.'],
  ];

  it.each(fallbacks)('says what a %i means, in English', async (status, english) => {
    expect((await apiErrorFromResponse(bareAnswer(status))).message).toBe(english);
  });

  it.each(fallbacks)(
    'says what a %i means, in Indonesian',
    async (status, _english, indonesian) => {
      setTestLocale('id');
      expect((await apiErrorFromResponse(bareAnswer(status))).message).toBe(indonesian);
    },
  );

  it("keeps the answer's own message (the API wrote it in the asked language)", async () => {
    setTestLocale('id');
    const answer = new Response(JSON.stringify({ message: 'Email sudah terdaftar' }), {
      status: 409,
    });
    expect((await apiErrorFromResponse(answer)).message).toBe('Email sudah terdaftar');
  });

  it('tells a rate-limited visitor how long to wait, with the right plural', async () => {
    const waitFor = async (seconds: string) =>
      (await apiErrorFromResponse(bareAnswer(429, { 'retry-after': seconds }))).message;
    expect(await waitFor('1')).toBe('Too many requests. Please try again in 1 second.');
    expect(await waitFor('30')).toBe('Too many requests. Please try again in 30 seconds.');
    expect(await waitFor('600')).toBe('Too many requests. Please try again in 10 minutes.');

    setTestLocale('id');
    expect(await waitFor('30')).toBe(
      'Terlalu banyak permintaan. Silakan coba lagi dalam 30 detik.',
    );
    expect(await waitFor('61')).toBe(
      'Terlalu banyak permintaan. Silakan coba lagi dalam 61 detik.',
    );
    expect(await waitFor('600')).toBe(
      'Terlalu banyak permintaan. Silakan coba lagi dalam 10 menit.',
    );
  });
});

describe('fieldErrors and errorDetails', () => {
  it('are empty for errors without field details', () => {
    expect(fieldErrors(new ApiError(500, 'x'))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(errorDetails(new ApiError(404, 'Not found', { errors: ['Not found'] }))).toEqual([]);
  });

  it('read the envelope: errors are sentences, fields map a field to its message', async () => {
    const response = new Response(
      JSON.stringify({
        status: 400,
        message: 'Email must be a valid email address (and 1 more problem)',
        errors: ['Email must be a valid email address', 'Phone is required'],
        fields: { email: 'Email must be a valid email address', phone: 'Phone is required' },
      }),
      { status: 400 },
    );
    const error = await apiErrorFromResponse(response);
    expect(fieldErrors(error)).toEqual({
      email: 'Email must be a valid email address',
      phone: 'Phone is required',
    });
    expect(errorDetails(error)).toEqual([
      'Email must be a valid email address',
      'Phone is required',
    ]);
  });
});

describe('imageUrl', () => {
  it('points at the uploads folder, and is null without a file', () => {
    expect(imageUrl('a1b2.webp')).toBe('/uploads/images/a1b2.webp');
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl('')).toBeNull();
  });
});
