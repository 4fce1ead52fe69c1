import { apiClient } from '../client';
import type { MessageResponse } from '../types';
import { requestJson } from './request';

export function deletePortfolio(id: number): Promise<MessageResponse> {
  return requestJson(() => apiClient.delete(`users-portfolio/${id}`));
}
