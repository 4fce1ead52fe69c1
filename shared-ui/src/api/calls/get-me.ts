import { api } from '../typed-client';
import { answerOf, type CallOptions } from './request';

/** The account behind the session cookie; rejects with status 401 when there is none. */
export function getMe({ signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/auth/me', { signal }));
}
