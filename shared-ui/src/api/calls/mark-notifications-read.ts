import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface MarkNotificationsReadResponse extends ApiEnvelope {
  unread: number;
}

/** One notification (with what came before it in its conversation), or all without an id. */
export function markNotificationsRead(id?: number): Promise<MarkNotificationsReadResponse> {
  return requestJson(() =>
    apiClient.post('notifications/read', { json: id === undefined ? {} : { id } }),
  );
}
