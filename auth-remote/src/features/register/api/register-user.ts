import { answerOf, api, type ApiBody } from '@peworld/shared-ui';

/** Talent sign-up: full_name, email, phone, password. The answer's `result` is the account. */
export function registerUser(payload: ApiBody<'post', '/api/auth/regis-user'>) {
  return answerOf(api.POST('/api/auth/regis-user', { body: payload }));
}
