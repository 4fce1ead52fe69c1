import { api } from '../typed-client';
import { answerOf } from './request';

/** One notification (with what came before it in its conversation), or all without an id. */
export function markNotificationsRead(id?: number) {
  return answerOf(api.POST('/api/notifications/read', { body: id === undefined ? {} : { id } }));
}
