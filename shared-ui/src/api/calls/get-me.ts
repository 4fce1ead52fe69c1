import type { SessionUser } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface MeResponse extends ApiEnvelope {
  result: { user: SessionUser };
}

/** The account behind the session cookie; rejects with status 401 when there is none. */
export function getMe({ signal }: CallOptions = {}): Promise<MeResponse> {
  return requestJson(() => apiClient.get('auth/me', { signal }));
}
