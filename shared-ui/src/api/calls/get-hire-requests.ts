import type { HireRequest } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface GetHireRequestsResponse extends ApiEnvelope {
  data: HireRequest[];
}

/** Hire requests received (talent) or sent (recruiter) by the logged-in account. */
export function getHireRequests({ signal }: CallOptions = {}): Promise<GetHireRequestsResponse> {
  return requestJson(() => apiClient.get('hire', { signal }));
}
