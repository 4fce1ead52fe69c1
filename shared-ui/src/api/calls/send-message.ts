import { api } from '../typed-client';
import { answerOf } from './request';

/** A message is never sent twice: writes are not retried (the UI offers Retry). */
export function sendMessage(conversationId: number, body: string) {
  return answerOf(
    api.POST('/api/conversations/{id}/messages', {
      params: { path: { id: conversationId } },
      body: { body },
    }),
  );
}
