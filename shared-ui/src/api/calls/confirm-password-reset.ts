import { apiClient } from '../client';
import type { ApiEnvelope, RoleResult } from '../types';
import { requestJson } from './request';

export interface ConfirmPasswordResetPayload {
  token: string;
  password: string;
}

export interface ConfirmPasswordResetResponse extends ApiEnvelope {
  /** Tells the UI which login screen to offer next. */
  result: RoleResult;
}

export function confirmPasswordReset(
  payload: ConfirmPasswordResetPayload,
): Promise<ConfirmPasswordResetResponse> {
  return requestJson(() => apiClient.post('auth/reset-password/confirm', { json: payload }));
}
