import type { HireRequest } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface SendHirePayload {
  subject: string;
  message: string;
  /** The talent being contacted; the company is taken from the session. */
  id_user: number;
}

export interface SendHireResponse extends ApiEnvelope {
  data: HireRequest;
}

export function sendHire(payload: SendHirePayload): Promise<SendHireResponse> {
  return requestJson(() => apiClient.post('hire', { json: payload }));
}
