import { apiClient } from '../client';
import type { MessageResponse } from '../types';
import { requestJson } from './request';

/** Revokes the server session and clears the cookie. useSession().logout() wraps this. */
export function logoutRequest(): Promise<MessageResponse> {
  return requestJson(() => apiClient.post('auth/logout'));
}
