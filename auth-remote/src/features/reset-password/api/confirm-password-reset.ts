import { answerOf, api, type ApiBody } from '@peworld/shared-ui';

/** The new password for the e-mailed token; `result.role` says which login screen comes next. */
export function confirmPasswordReset(payload: ApiBody<'post', '/api/auth/reset-password/confirm'>) {
  return answerOf(api.POST('/api/auth/reset-password/confirm', { body: payload }));
}
