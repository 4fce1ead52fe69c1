import { apiClient } from '../client';
import type { LoginPayload, LoginResponse } from './login-user';
import { requestJson } from './request';

/** Recruiter login; the API also sets the HttpOnly session cookie. */
export function loginCompany(payload: LoginPayload): Promise<LoginResponse> {
  return requestJson(() => apiClient.post('auth/login-company', { json: payload }));
}
