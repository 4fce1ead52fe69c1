import { answerOf, api, type ApiBody } from '@peworld/shared-ui';

export type LoginPayload = ApiBody<'post', '/api/auth/login-user'>;

/** Talent login; the API also sets the HttpOnly session cookie. A 401 here logs nobody out. */
export function loginUser(payload: LoginPayload) {
  return answerOf(api.POST('/api/auth/login-user', { body: payload }));
}
