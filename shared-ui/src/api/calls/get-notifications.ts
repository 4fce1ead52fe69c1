import { api } from '../typed-client';
import { answerOf, type CallOptions } from './request';

/** Recent requests, status changes and messages to me, newest first. */
export function getNotifications(limit = 10, { signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/notifications', { params: { query: { limit } }, signal }));
}
