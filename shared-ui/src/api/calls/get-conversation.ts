import type { Conversation } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface GetConversationResponse extends ApiEnvelope {
  data: Conversation;
}

export function getConversation(
  id: number,
  { signal }: CallOptions = {},
): Promise<GetConversationResponse> {
  return requestJson(() => apiClient.get(`conversations/${id}`, { signal }));
}
