import type { ApiBody } from '../api-types';
import { api } from '../typed-client';
import { answerOf } from './request';

export type ChangePasswordPayload = ApiBody<'patch', '/api/auth/password'>;

/** The logged-in account's password (PasswordChangeForm, on both edit pages). */
export function changePassword(payload: ChangePasswordPayload) {
  return answerOf(api.PATCH('/api/auth/password', { body: payload }));
}
