import type { Conversation } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface OpenConversationResponse extends ApiEnvelope {
  data: Conversation;
}

/** A talent writes to a company ('Apply'): opens the conversation or adds to it. */
export function openConversation(payload: {
  id_company: number;
  body: string;
}): Promise<OpenConversationResponse> {
  return requestJson(() => apiClient.post('conversations', { json: payload, retry: 0 }));
}
