import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSkillSuggestions } from '../api/calls/get-skill-suggestions';
import { skillKeys } from './query-keys';

/** Suggestions change slowly; typing the same prefix again is served from the cache. */
const SUGGESTIONS_STALE_MS = 5 * 60_000;

/**
 * Skill names starting with / containing `q` (GET /api/skills/suggest). Idle for a blank
 * `q`; pass an already debounced value. A newer `q` cancels the request of the older one.
 */
export function useSkillSuggestions(q: string, options: { limit?: number } = {}) {
  const term = q.trim();
  return useQuery({
    queryKey: skillKeys.suggest(term, options.limit),
    queryFn: ({ signal }) =>
      getSkillSuggestions(
        options.limit === undefined ? { q: term } : { q: term, limit: options.limit },
        { signal },
      ),
    enabled: term !== '',
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
