import type { Message } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface GetMessagesResponse extends ApiEnvelope {
  /** Oldest first. */
  data: Message[];
  /** `before` for the next older page; null at the start of the conversation. */
  next_cursor: number | null;
}

/** One page of a conversation's messages, the newest page without `before`. */
export function getMessages(
  conversationId: number,
  params: { before?: number; limit?: number } = {},
  { signal }: CallOptions = {},
): Promise<GetMessagesResponse> {
  const searchParams: Record<string, number> = {};
  if (params.before) searchParams.before = params.before;
  if (params.limit) searchParams.limit = params.limit;
  return requestJson(() =>
    apiClient.get(`conversations/${conversationId}/messages`, { searchParams, signal }),
  );
}
