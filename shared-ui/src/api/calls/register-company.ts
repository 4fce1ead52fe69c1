import { apiClient } from '../client';
import type { RegisterResponse } from './register-user';
import { requestJson } from './request';

export interface RegisterCompanyPayload {
  /** The registering person. */
  name: string;
  email: string;
  /** Company name. */
  company: string;
  /** The company's field, e.g. "Financial"; the API derives the category. */
  field: string;
  phone: string;
  password: string;
}

export function registerCompany(payload: RegisterCompanyPayload): Promise<RegisterResponse> {
  return requestJson(() => apiClient.post('auth/regis-company', { json: payload }));
}
