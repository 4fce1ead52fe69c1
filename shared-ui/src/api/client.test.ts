import { makeTalentUser } from '../testing/factories';
import { sessionStore } from '../session/session-store';
import { readReturnPath } from '../session/return-path';
import { ApiError, errorDetails, fieldErrors } from './api-error';
import { getMe } from './calls/get-me';
import { getUser } from './calls/get-user';
import { answerOf } from './calls/request';
import { apiClient } from './client';
import { api } from './typed-client';
import type { ApiQuery } from './api-types';
import { answerWith, jsonResponse, sentRequest } from './test-fetch';

const NETWORK_EN = 'Cannot reach the server. Check your connection and try again.';

// The requests of app-owned calls (the talent list, a hire request, sign-up, login), made
// through the typed client directly: this file tests the client, not the apps' call files.
const getUsers = (query: ApiQuery<'get', '/api/users'> = {}) =>
  answerOf(api.GET('/api/users', { params: { query } }));
const sendHire = (body: { subject: string; message: string; id_user: number }) =>
  answerOf(api.POST('/api/hire', { body }));
const registerUser = (body: {
  full_name: string;
  email: string;
  phone: string;
  password: string;
}) => answerOf(api.POST('/api/auth/regis-user', { body }));
const loginUser = (body: { email: string; password: string }) =>
  answerOf(api.POST('/api/auth/login-user', { body }));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

describe('apiClient requests', () => {
  it('sends GETs to /api on the page origin with cookies, dropping unset params', async () => {
    const spy = answerWith({
      status: 200,
      body: { data: [], pagination: { page: 2, limit: 2, total: 0, totalPages: 0 } },
    });
    const answer = await getUsers({
      search: 'java',
      page: 2,
      limit: 2,
      employment_type: undefined,
    });
    expect(answer.pagination.page).toBe(2);
    const request = sentRequest(spy);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://localhost/api/users?search=java&page=2&limit=2');
    expect(request.credentials).toBe('include');
  });

  it('sends writes as JSON', async () => {
    const sent: { method?: string; url?: string; type?: string | null; body?: unknown } = {};
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      // ky releases the request body once the call settles, so read it while in flight.
      if (input instanceof Request) {
        Object.assign(sent, {
          method: input.method,
          url: input.url,
          type: input.headers.get('content-type'),
          body: await input.json(),
        });
      }
      return jsonResponse({ status: 201, body: { status: 201, message: 'Saved!', data: {} } });
    });
    const answer = await sendHire({ subject: 'Project', message: 'Hello', id_user: 7 });
    expect(answer.message).toBe('Saved!');
    expect(sent).toEqual({
      method: 'POST',
      url: 'http://localhost/api/hire',
      type: 'application/json',
      body: { subject: 'Project', message: 'Hello', id_user: 7 },
    });
  });
});

describe('apiClient error mapping', () => {
  it('maps a 400 with field errors', async () => {
    answerWith({
      status: 400,
      body: {
        status: 400,
        message: 'Please fix the highlighted fields',
        errors: ['Email is not valid', 'Phone is required'],
        fields: { email: 'Email is not valid', phone: 'Phone is required' },
      },
    });
    const error = await failure(
      registerUser({ full_name: 'A', email: 'x', phone: '', password: 'p' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please fix the highlighted fields');
    expect(error.errors).toEqual(['Email is not valid', 'Phone is required']);
    expect(fieldErrors(error)).toEqual({ email: 'Email is not valid', phone: 'Phone is required' });
    expect(errorDetails(error)).toEqual(['Email is not valid', 'Phone is required']);
  });

  it('clears the session on a 401 from a protected call', async () => {
    sessionStore.getState().login(makeTalentUser());
    answerWith({ status: 401, body: { status: 401, message: 'Please log in' } });
    const error = await failure(getMe());
    expect(error.status).toBe(401);
    expect(error.message).toBe('Please log in');
    expect(sessionStore.getState().user).toBeNull();
    expect(window.localStorage.getItem('@userLogin')).toBeNull();
  });

  it('remembers the page on screen when a 401 ends the login, to come back after it', async () => {
    window.history.pushState(null, '', '/chat/7');
    sessionStore.getState().login(makeTalentUser());
    answerWith({ status: 401, body: { status: 401, message: 'Please log in' } });
    await failure(getMe());
    expect(readReturnPath()).toBe('/chat/7');
    window.history.pushState(null, '', '/');
  });

  it('keeps the session on a 401 from login (wrong password is not an expired session)', async () => {
    const user = makeTalentUser();
    sessionStore.getState().login(user);
    answerWith({ status: 401, body: { status: 401, message: 'Email or password is wrong' } });
    const error = await failure(loginUser({ email: 'a@b.c', password: 'nope' }));
    expect(error.message).toBe('Email or password is wrong');
    expect(sessionStore.getState().user).toEqual(user);
  });

  it('maps a 404 and does not retry it', async () => {
    const spy = answerWith({ status: 404, body: { status: 404, message: 'Talent not found' } });
    const error = await failure(getUser(999));
    expect(error).toMatchObject({ status: 404, message: 'Talent not found', errors: [] });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('maps a 413 from a write and does not retry it', async () => {
    const spy = answerWith({
      status: 413,
      body: { status: 413, message: 'The request is too large' },
    });
    const error = await failure(
      answerOf(api.PATCH('/api/users/{id}', { params: { path: { id: 3 } }, body: {} })),
    );
    expect(error).toMatchObject({ status: 413, message: 'The request is too large' });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('maps a 429 with its retry advice and does not hammer the server', async () => {
    const spy = answerWith({
      status: 429,
      body: { status: 429, message: 'Too many attempts, retry in 60 seconds' },
      headers: { 'retry-after': '60' },
    });
    const error = await failure(getUsers());
    expect(error).toMatchObject({ status: 429, message: 'Too many attempts, retry in 60 seconds' });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('words a 429 without a message from its Retry-After', async () => {
    answerWith({ status: 429, body: 'Too Many Requests', headers: { 'retry-after': '45' } });
    const error = await failure(getUsers());
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many requests. Please try again in 45 seconds.',
    });
  });

  it('maps a 500 with its requestId after retrying the GET twice', async () => {
    const spy = answerWith({
      status: 500,
      body: { status: 500, message: 'Something went wrong on our side', requestId: 'req-42' },
    });
    const error = await failure(getUsers());
    expect(error).toMatchObject({
      status: 500,
      message: 'Something went wrong on our side',
      requestId: 'req-42',
    });
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('returns the answer when a retried GET recovers', async () => {
    const spy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        jsonResponse({ status: 503, body: { status: 503, message: 'Database down' } }),
      )
      .mockResolvedValueOnce(jsonResponse({ status: 200, body: { data: { id_user: 3 } } }));
    const answer = await getUser(3);
    expect(answer.data.id_user).toBe(3);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('never retries a POST', async () => {
    const spy = answerWith({
      status: 500,
      body: { status: 500, message: 'Something went wrong on our side', requestId: 'r1' },
    });
    const error = await failure(sendHire({ subject: 's', message: 'm', id_user: 1 }));
    expect(error.status).toBe(500);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('falls back to a readable message when the answer is not JSON', async () => {
    answerWith({
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: { 'x-request-id': 'edge-1' },
    });
    const error = await failure(sendHire({ subject: 's', message: 'm', id_user: 1 }));
    expect(error).toMatchObject({
      status: 502,
      message: 'Something went wrong on our side',
      requestId: 'edge-1',
    });
  });

  it('turns a network failure into status 0 after retrying the GET', async () => {
    const spy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const error = await failure(getUsers());
    expect(error).toMatchObject({ status: 0, message: NETWORK_EN });
    expect(error.message).toBe('Cannot reach the server. Check your connection and try again.');
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('turns a network failure of a POST into status 0 without retrying', async () => {
    const spy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const error = await failure(loginUser({ email: 'a@b.c', password: 'x' }));
    expect(error.status).toBe(0);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('turns a time-out into status 0', async () => {
    // A server that never answers; it only stops when ky aborts the request.
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      (input) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = input instanceof Request ? input.signal : undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const slowClient = apiClient.extend({ timeout: 40 });
    const error = await failure(
      answerOf(api.GET('/api/users', { fetch: (request) => slowClient(request) })),
    );
    expect(error).toMatchObject({ status: 0, message: NETWORK_EN });
  });

  it('uses a 15 s time-out and retries only GET/HEAD', async () => {
    const spy = answerWith({ status: 200, body: {} });
    await apiClient.get('health').json();
    // The hooks see the normalised options ky built from our configuration.
    const seen: { timeout?: unknown; methods?: unknown } = {};
    await apiClient
      .extend({
        hooks: {
          beforeRequest: [
            (_request, options) => {
              seen.timeout = 'timeout' in options ? options.timeout : undefined;
              seen.methods = options.retry.methods;
            },
          ],
        },
      })
      .get('health')
      .json();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(seen).toEqual({ timeout: 15000, methods: ['get', 'head'] });
  });
});

describe('answerOf', () => {
  it('turns an error answer that reached it into an ApiError with its status', async () => {
    const response = new Response('{}', { status: 500 });
    const error = await failure(answerOf(Promise.resolve({ error: {}, response })));
    expect(error).toMatchObject({
      status: 500,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('gives the data of a success', async () => {
    const response = new Response('{}', { status: 200 });
    await expect(answerOf(Promise.resolve({ data: { id: 1 }, response }))).resolves.toEqual({
      id: 1,
    });
  });
});
