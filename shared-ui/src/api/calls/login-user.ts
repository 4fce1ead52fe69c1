import type { SessionUser } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface LoginPayload {
  email: string;
  password: string;
}

export interface LoginResponse extends ApiEnvelope {
  result: { user: SessionUser };
}

/** Talent login; the API also sets the HttpOnly session cookie. */
export function loginUser(payload: LoginPayload): Promise<LoginResponse> {
  return requestJson(() => apiClient.post('auth/login-user', { json: payload }));
}
