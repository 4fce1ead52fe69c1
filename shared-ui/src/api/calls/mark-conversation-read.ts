import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface MarkConversationReadResponse extends ApiEnvelope {
  data: { conversation_id: number; last_read_id: number };
}

export function markConversationRead(
  conversationId: number,
): Promise<MarkConversationReadResponse> {
  return requestJson(() => apiClient.post(`conversations/${conversationId}/read`));
}
