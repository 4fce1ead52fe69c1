import { api } from '../typed-client';
import { answerOf, type CallOptions } from './request';

/** Whether new hire requests are also emailed (talent). */
export function getNotificationSettings({ signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/notifications/settings', { signal }));
}
