import type { SessionUser } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface RegisterUserPayload {
  full_name: string;
  email: string;
  phone: string;
  password: string;
}

export interface RegisterResponse extends ApiEnvelope {
  result: SessionUser;
}

export function registerUser(payload: RegisterUserPayload): Promise<RegisterResponse> {
  return requestJson(() => apiClient.post('auth/regis-user', { json: payload }));
}
