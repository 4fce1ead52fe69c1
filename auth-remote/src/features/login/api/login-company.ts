import { answerOf, api, type ApiBody } from '@peworld/shared-ui';

/** Recruiter login; the API also sets the HttpOnly session cookie. */
export function loginCompany(payload: ApiBody<'post', '/api/auth/login-company'>) {
  return answerOf(api.POST('/api/auth/login-company', { body: payload }));
}
