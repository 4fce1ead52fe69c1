import type { SkillSuggestion } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

export interface GetSkillSuggestionsParams {
  q: string;
  limit?: number;
}

export interface GetSkillSuggestionsResponse extends ApiEnvelope {
  data: SkillSuggestion[];
}

export function getSkillSuggestions(
  params: GetSkillSuggestionsParams,
  { signal }: CallOptions = {},
): Promise<GetSkillSuggestionsResponse> {
  return requestJson(() =>
    apiClient.get('skills/suggest', { searchParams: { ...params }, signal }),
  );
}
