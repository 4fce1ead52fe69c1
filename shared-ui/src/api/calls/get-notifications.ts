import type { Notification } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface GetNotificationsResponse extends ApiEnvelope {
  data: Notification[];
  unread: number;
}

/** Recent requests, status changes and messages to me, newest first. */
export function getNotifications(
  limit = 10,
  { signal }: CallOptions = {},
): Promise<GetNotificationsResponse> {
  return requestJson(() => apiClient.get('notifications', { searchParams: { limit }, signal }));
}
