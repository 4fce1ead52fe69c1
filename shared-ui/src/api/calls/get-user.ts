import type { TalentProfile } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface GetUserResponse extends ApiEnvelope {
  data: TalentProfile;
}

export function getUser(id: number, { signal }: CallOptions = {}): Promise<GetUserResponse> {
  return requestJson(() => apiClient.get(`users/${id}`, { signal }));
}
