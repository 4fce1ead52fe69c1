import ky, { type AfterResponseHook, type BeforeRequestHook, type ShouldRetryState } from 'ky';
import { localeStore } from '../i18n/locale-store';
import { sessionStore } from '../session/session-store';
import { rememberCurrentPage } from '../session/return-path';
import { ApiError, apiErrorFromResponse } from './api-error';

/** Statuses worth a second try: transient server/gateway trouble, never client mistakes. */
const RETRY_STATUSES = [408, 500, 502, 503, 504];

/**
 * Calls where a 401 means "wrong credentials or token", not "your session ended":
 * they must not log anybody out.
 */
const NO_SESSION_PATHS = new Set([
  'auth/login-user',
  'auth/login-company',
  'auth/regis-user',
  'auth/regis-company',
  'auth/reset-password',
  'auth/reset-password/confirm',
]);

/**
 * Absolute '/api/' on the page's own origin. ky needs an absolute prefix outside the
 * browser (Node's Request has no base URL), and in the browser this is the shell's origin
 * even for code from a remote, which is where the API is served.
 */
function apiPrefixUrl(): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL('/api/', origin).href;
}

function callPath(url: string): string {
  return new URL(url).pathname.replace(/^\/api\//, '').replace(/\/$/, '');
}

const throwApiError: AfterResponseHook = async (request, _options, response) => {
  if (response.ok) return;
  if (response.status === 401 && !NO_SESSION_PATHS.has(callPath(request.url))) {
    // The server no longer knows this browser: drop the stored login so guards redirect,
    // and come back to this page after the next login.
    rememberCurrentPage();
    sessionStore.getState().clear();
  }
  throw await apiErrorFromResponse(response);
};

/** The API answers in the page's language (its errors, the mails it sends for this call). */
const sendLanguage: BeforeRequestHook = (request) => {
  request.headers.set('Accept-Language', localeStore.getState().locale);
};

/** Errors thrown by our hook are ApiErrors; ky's own status list never sees them. */
function shouldRetry({ error }: ShouldRetryState): boolean | undefined {
  if (error instanceof ApiError) return RETRY_STATUSES.includes(error.status);
  // Network failures: ky's default (retry idempotent methods, never time-outs).
  return undefined;
}

/**
 * The one HTTP client. The typed client (./typed-client.ts) sends every API call through it;
 * only uploads with progress use XHR (./upload-with-progress.ts). Non-2xx answers reject with
 * ApiError; `answerOf` (./calls/request.ts) also normalises network failures and time-outs.
 */
export const apiClient = ky.create({
  prefixUrl: apiPrefixUrl(),
  credentials: 'include',
  timeout: 15_000,
  retry: { limit: 2, methods: ['get', 'head'], statusCodes: RETRY_STATUSES, shouldRetry },
  hooks: { beforeRequest: [sendLanguage], afterResponse: [throwApiError] },
});
