import type { TalentProfile } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface GetUserResponse extends ApiEnvelope {
  data: TalentProfile;
}

export function getUser(id: number): Promise<GetUserResponse> {
  return requestJson(() => apiClient.get(`users/${id}`));
}
