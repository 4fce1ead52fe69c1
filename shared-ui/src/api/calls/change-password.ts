import { apiClient } from '../client';
import type { MessageResponse } from '../types';
import { requestJson } from './request';

export interface ChangePasswordPayload {
  current_password: string;
  new_password: string;
}

export function changePassword(payload: ChangePasswordPayload): Promise<MessageResponse> {
  return requestJson(() => apiClient.patch('auth/password', { json: payload }));
}
