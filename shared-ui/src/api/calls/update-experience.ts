import { apiClient } from '../client';
import type { ExperiencePayload, ExperienceResponse } from './add-experience';
import { requestJson } from './request';

export function updateExperience(
  id: number,
  payload: Partial<ExperiencePayload>,
): Promise<ExperienceResponse> {
  return requestJson(() => apiClient.patch(`users-experiences/${id}`, { json: payload }));
}
