import type { HireAction, HireSummary, Message } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface UpdateHireStatusResponse extends ApiEnvelope {
  data: { hire: HireSummary; conversation_id: number; message: Message };
}

/** accept / decline (the talent) or withdraw (the company) a pending hire request. */
export function updateHireStatus(
  hireId: number,
  payload: { action: HireAction; reason?: string },
): Promise<UpdateHireStatusResponse> {
  return requestJson(() => apiClient.patch(`hire/${hireId}`, { json: payload }));
}
