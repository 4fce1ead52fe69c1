import createClient from 'openapi-fetch';
import { apiClient } from './client';
import type { paths } from './generated/openapi';

/**
 * The page's origin (the shell's, even for code from a remote), where the API is served. Node
 * (jest) has no page, so a fixed origin stands in.
 */
function apiOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/**
 * The typed API client: `api.GET('/api/users/{id}', { params: { path: { id } } })`. Paths,
 * parameters, bodies and answers are checked against ./generated/openapi.ts, which
 * `npm run api:types` generates from the API's route schemas. Every request still goes
 * through `apiClient` (ky): cookies, time-out, retries of GETs, a 401 ending the stored login,
 * and a non-2xx answer rejecting with ApiError. Wrap calls in `answerOf` (./calls/request.ts).
 */
export const api = createClient<paths>({
  baseUrl: apiOrigin(),
  fetch: (request) => apiClient(request),
});
