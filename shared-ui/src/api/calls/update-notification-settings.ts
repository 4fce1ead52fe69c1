import type { ApiBody } from '../api-types';
import { api } from '../typed-client';
import { answerOf } from './request';

export function updateNotificationSettings(
  settings: ApiBody<'put', '/api/notifications/settings'>,
) {
  return answerOf(api.PUT('/api/notifications/settings', { body: settings }));
}
