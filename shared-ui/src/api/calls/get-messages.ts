import type { ApiQuery } from '../api-types';
import { api } from '../typed-client';
import { answerOf, type CallOptions } from './request';

/**
 * One page of a conversation's messages (oldest first), the newest page without `before`;
 * `next_cursor` is the `before` of the next older page, null at the start.
 */
export function getMessages(
  conversationId: number,
  { before, limit }: ApiQuery<'get', '/api/conversations/{id}/messages'> = {},
  { signal }: CallOptions = {},
) {
  return answerOf(
    api.GET('/api/conversations/{id}/messages', {
      // 0 and undefined mean "not given": the newest page, the API's default size.
      params: {
        path: { id: conversationId },
        query: { before: before || undefined, limit: limit || undefined },
      },
      signal,
    }),
  );
}
