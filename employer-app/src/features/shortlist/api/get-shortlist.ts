import { answerOf, api, useQuery, type ApiAnswer, type CallOptions } from '@peworld/shared-ui';

/** The company's shortlist: every kept talent with stage, note, hire state and history. */
export type GetShortlistAnswer = ApiAnswer<'get', '/api/shortlist'>;
export type ShortlistEntry = GetShortlistAnswer['data'][number];
export type ShortlistStage = ShortlistEntry['stage'];

/** One cache entry: the page and every card's Save button read the same list. */
export const shortlistKeys = {
  all: ['shortlist'] as const,
};

/** GET /api/shortlist (recruiters only). */
export function getShortlist({ signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/shortlist', { signal }));
}

export function useShortlist(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shortlistKeys.all,
    queryFn: ({ signal }) => getShortlist({ signal }),
    enabled: options.enabled ?? true,
    select: (answer): ShortlistEntry[] => answer.data,
  });
}
