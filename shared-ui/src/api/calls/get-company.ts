import type { Company } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface GetCompanyResponse extends ApiEnvelope {
  result: Company;
}

export function getCompany(id: number, { signal }: CallOptions = {}): Promise<GetCompanyResponse> {
  return requestJson(() => apiClient.get(`company/${id}`, { signal }));
}
