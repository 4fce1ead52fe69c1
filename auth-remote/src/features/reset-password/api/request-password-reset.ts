import { answerOf, api } from '@peworld/shared-ui';

/** Sends the reset e-mail; the answer is the same whether or not the account exists. */
export function requestPasswordReset(email: string) {
  return answerOf(api.POST('/api/auth/reset-password', { body: { email } }));
}
