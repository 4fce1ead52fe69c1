import type { NotificationSettings } from '@peworld/api/schemas';
import { apiClient } from '../client';
import { requestJson } from './request';
import type { NotificationSettingsResponse } from './get-notification-settings';

export function updateNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettingsResponse> {
  return requestJson(() => apiClient.put('notifications/settings', { json: settings }));
}
