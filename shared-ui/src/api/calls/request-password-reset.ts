import { apiClient } from '../client';
import type { MessageResponse } from '../types';
import { requestJson } from './request';

export interface PasswordResetPayload {
  email: string;
}

/** Sends the reset e-mail; the answer is the same whether or not the account exists. */
export function requestPasswordReset(payload: PasswordResetPayload): Promise<MessageResponse> {
  return requestJson(() => apiClient.post('auth/reset-password', { json: payload }));
}
