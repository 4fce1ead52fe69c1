import type { Message } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface SendMessageResponse extends ApiEnvelope {
  data: Message;
}

export function sendMessage(conversationId: number, body: string): Promise<SendMessageResponse> {
  return requestJson(() =>
    // A message must never be sent twice: no automatic retry (the UI offers Retry).
    apiClient.post(`conversations/${conversationId}/messages`, { json: { body }, retry: 0 }),
  );
}
