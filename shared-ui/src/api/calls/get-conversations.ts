import { api } from '../typed-client';
import { answerOf, type CallOptions } from './request';

/** My conversations, newest activity first, with the unread count over all of them. */
export function getConversations({ signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/conversations', { signal }));
}
