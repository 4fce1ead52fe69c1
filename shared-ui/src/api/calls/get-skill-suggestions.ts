import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface SkillSuggestion {
  skill_name: string;
  count: number;
}

export interface GetSkillSuggestionsParams {
  q: string;
  limit?: number;
}

export interface GetSkillSuggestionsResponse extends ApiEnvelope {
  data: SkillSuggestion[];
}

export function getSkillSuggestions(
  params: GetSkillSuggestionsParams,
): Promise<GetSkillSuggestionsResponse> {
  return requestJson(() => apiClient.get('skills/suggest', { searchParams: { ...params } }));
}
