import type { Conversation } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface GetConversationsResponse extends ApiEnvelope {
  data: Conversation[];
  /** Unread messages over every conversation. */
  unread: number;
}

/** My conversations, newest activity first. */
export function getConversations({ signal }: CallOptions = {}): Promise<GetConversationsResponse> {
  return requestJson(() => apiClient.get('conversations', { signal }));
}
