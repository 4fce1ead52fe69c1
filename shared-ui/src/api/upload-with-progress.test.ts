import { makeTalentUser } from '../testing/factories';
import { sessionStore } from '../session/session-store';
import { setTestLocale } from '../testing/test-catalogs';
import { ApiError, fieldErrors } from './api-error';
import { uploadWithProgress } from './upload-with-progress';

/** A scriptable XMLHttpRequest: the test decides what the "server" does. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  sent: unknown = null;
  headers: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as never);
});

it('sends the form with cookies, reports progress and resolves with the JSON answer', async () => {
  const form = new FormData();
  const progress: number[] = [];
  const done = uploadWithProgress<{ message: string }>({
    path: 'users/7',
    method: 'PATCH',
    body: form,
    onProgress: (f) => progress.push(f),
  });
  const xhr = FakeXhr.last;
  expect(xhr.method).toBe('PATCH');
  expect(xhr.url).toBe(`${window.location.origin}/api/users/7`);
  expect(xhr.withCredentials).toBe(true);
  expect(xhr.headers['Accept-Language']).toBe('en');
  expect(xhr.sent).toBe(form);
  xhr.progress(25, 100);
  xhr.progress(100, 100);
  xhr.respond(200, { status: 200, message: 'Profile information updated!' });
  await expect(done).resolves.toEqual({ status: 200, message: 'Profile information updated!' });
  expect(progress).toEqual([0.25, 1, 1]);
});

it('turns a server error envelope into an ApiError with its field messages', async () => {
  const done = uploadWithProgress({ path: 'users-portfolio', body: new FormData() });
  FakeXhr.last.responseHeaders['x-request-id'] = 'req-1';
  FakeXhr.last.respond(415, {
    status: 415,
    message: 'Only JPEG, PNG or WebP images are allowed',
    errors: ['Only JPEG, PNG or WebP images are allowed'],
    fields: { image: 'Only JPEG, PNG or WebP images are allowed' },
  });
  const error = await done.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(415);
  expect((error as ApiError).message).toBe('Only JPEG, PNG or WebP images are allowed');
  expect((error as ApiError).requestId).toBe('req-1');
  expect(fieldErrors(error)).toEqual({ image: 'Only JPEG, PNG or WebP images are allowed' });
});

it('uses a status message when the error answer is not JSON', async () => {
  const done = uploadWithProgress({ path: 'users/1', body: new FormData() });
  FakeXhr.last.respond(413, '<html>too big</html>');
  await expect(done).rejects.toMatchObject({ status: 413, message: 'The file is too large.' });
});

it('ends the stored login on a 401', async () => {
  sessionStore.getState().login(makeTalentUser());
  const done = uploadWithProgress({ path: 'users/1', body: new FormData() });
  FakeXhr.last.respond(401, { status: 401, message: 'Please log in first' });
  await expect(done).rejects.toMatchObject({ status: 401 });
  expect(sessionStore.getState().user).toBeNull();
});

it('reports network failures as status 0 and supports cancelling', async () => {
  const failed = uploadWithProgress({ path: 'users/1', body: new FormData() });
  FakeXhr.last.onerror?.();
  await expect(failed).rejects.toMatchObject({
    status: 0,
    message: 'Cannot reach the server. Check your connection and try again.',
  });

  const controller = new AbortController();
  const cancelled = uploadWithProgress({
    path: 'users/1',
    body: new FormData(),
    signal: controller.signal,
  });
  controller.abort();
  await expect(cancelled).rejects.toMatchObject({
    status: 0,
    message: 'The upload was cancelled.',
  });
});

it("asks for the page's language and writes its own failures in it", async () => {
  setTestLocale('id');
  const unreadable = uploadWithProgress({ path: 'users/1', body: new FormData() });
  expect(FakeXhr.last.headers['Accept-Language']).toBe('id');
  FakeXhr.last.respond(200, 'not json');
  await expect(unreadable).rejects.toMatchObject({
    status: 200,
    message: 'Server mengirim jawaban yang tidak dapat kami baca.',
  });

  const tooBig = uploadWithProgress({ path: 'users/1', body: new FormData() });
  FakeXhr.last.respond(413, '<html>too big</html>');
  await expect(tooBig).rejects.toMatchObject({ status: 413, message: 'Berkas terlalu besar.' });

  const offline = uploadWithProgress({ path: 'users/1', body: new FormData() });
  FakeXhr.last.onerror?.();
  await expect(offline).rejects.toMatchObject({
    message: 'Tidak dapat terhubung ke server. Periksa koneksi Anda dan coba lagi.',
  });

  const controller = new AbortController();
  controller.abort();
  await expect(
    uploadWithProgress({ path: 'users/1', body: new FormData(), signal: controller.signal }),
  ).rejects.toMatchObject({ status: 0, message: 'Unggahan dibatalkan.' });
});
