import { api } from '../typed-client';
import { answerOf } from './request';

export function markConversationRead(conversationId: number) {
  return answerOf(
    api.POST('/api/conversations/{id}/read', { params: { path: { id: conversationId } } }),
  );
}
