import type { Experience } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface ExperiencePayload {
  company_name: string;
  job_position: string;
  /** YYYY-MM-DD (DD-MM-YYYY is accepted too). */
  day_in: string;
  /** null = current job. */
  day_out: string | null;
  description: string | null;
}

export interface ExperienceResponse extends ApiEnvelope {
  data: Experience;
}

export function addExperience(payload: ExperiencePayload): Promise<ExperienceResponse> {
  return requestJson(() => apiClient.post('users-experiences', { json: payload }));
}
