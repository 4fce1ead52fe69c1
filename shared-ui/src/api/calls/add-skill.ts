import type { Skill } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface AddSkillPayload {
  skill_name: string;
}

export interface AddSkillResponse extends ApiEnvelope {
  data: Skill;
}

/** Adds a skill to the logged-in talent (the API takes the owner from the session). */
export function addSkill(payload: AddSkillPayload): Promise<AddSkillResponse> {
  return requestJson(() => apiClient.post('users-skills', { json: payload }));
}
