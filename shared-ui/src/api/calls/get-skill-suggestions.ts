import type { ApiQuery } from '../api-types';
import { api } from '../typed-client';
import { answerOf, type CallOptions } from './request';

export type GetSkillSuggestionsParams = ApiQuery<'get', '/api/skills/suggest'>;

export function getSkillSuggestions(
  query: GetSkillSuggestionsParams,
  { signal }: CallOptions = {},
) {
  return answerOf(api.GET('/api/skills/suggest', { params: { query }, signal }));
}
