import { TimeoutError } from 'ky';
import {
  ApiError,
  apiErrorFromResponse,
  errorDetails,
  fieldErrors,
  NETWORK_ERROR_MESSAGE,
  toApiError,
  UNEXPECTED_ERROR_MESSAGE,
} from './api-error';
import { imageUrl } from './image-url';

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
      expect(mapped).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, errors: [] });
    }
  });

  it('maps anything else to a generic status 0 error', () => {
    expect(toApiError(new SyntaxError('Unexpected token <'))).toMatchObject({
      status: 0,
      message: UNEXPECTED_ERROR_MESSAGE,
    });
    expect(toApiError('boom').message).toBe(UNEXPECTED_ERROR_MESSAGE);
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
