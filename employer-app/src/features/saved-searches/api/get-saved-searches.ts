import { answerOf, api, useQuery, type ApiAnswer, type CallOptions } from '@peworld/shared-ui';

/** The company's saved searches, newest first. */
export type GetSavedSearchesAnswer = ApiAnswer<'get', '/api/saved-searches'>;
export type SavedSearch = GetSavedSearchesAnswer['data'][number];
export type SavedSearchParams = SavedSearch['params'];

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
};

/** GET /api/saved-searches (recruiters only). */
export function getSavedSearches({ signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/saved-searches', { signal }));
}

export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => getSavedSearches({ signal }),
    select: (answer): SavedSearch[] => answer.data,
  });
}
