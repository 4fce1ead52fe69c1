import { api } from '../typed-client';
import { answerOf, type CallOptions } from './request';

export function getConversation(id: number, { signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/conversations/{id}', { params: { path: { id } }, signal }));
}
