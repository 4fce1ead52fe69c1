import type { NotificationSettings } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface NotificationSettingsResponse extends ApiEnvelope {
  data: NotificationSettings;
}

/** Whether new hire requests are also emailed (talent). */
export function getNotificationSettings({
  signal,
}: CallOptions = {}): Promise<NotificationSettingsResponse> {
  return requestJson(() => apiClient.get('notifications/settings', { signal }));
}
