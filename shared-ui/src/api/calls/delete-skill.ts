import { apiClient } from '../client';
import type { MessageResponse } from '../types';
import { requestJson } from './request';

export function deleteSkill(id: number): Promise<MessageResponse> {
  return requestJson(() => apiClient.delete(`users-skills/${id}`));
}
