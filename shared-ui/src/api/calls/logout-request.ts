import { api } from '../typed-client';
import { answerOf } from './request';

/** Revokes the server session and clears the cookie. useSession().logout() wraps this. */
export function logoutRequest() {
  return answerOf(api.POST('/api/auth/logout'));
}
