// The recruiter's saved-search alerts in the bell (issue 31): talents who newly matched one of
// the company's saved searches. Their own list beside the messages (GET
// /api/saved-searches/alerts); a live `saved_search_match` event refreshes it.
import {
  answerOf,
  api,
  useMutation,
  useQuery,
  useQueryClient,
  useSession,
  type ApiAnswer,
} from '@peworld/shared-ui';

export type SavedSearchAlertsAnswer = ApiAnswer<'get', '/api/saved-searches/alerts'>;
export type SavedSearchAlert = SavedSearchAlertsAnswer['data'][number];

/** As many as the bell shows of the messages. */
const ALERT_LIMIT = 10;

export const savedSearchAlertKeys = {
  all: ['saved-search-alerts'] as const,
};

/** The company's recent alerts and their unread count; only recruiters have any. */
export function useSavedSearchAlerts() {
  const { isRecruiter } = useSession();
  return useQuery({
    queryKey: savedSearchAlertKeys.all,
    queryFn: ({ signal }) =>
      answerOf(
        api.GET('/api/saved-searches/alerts', {
          params: { query: { limit: ALERT_LIMIT } },
          signal,
        }),
      ),
    enabled: isRecruiter,
  });
}

/** One alert read, or every alert without an id. */
export function useMarkAlertsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      answerOf(api.POST('/api/saved-searches/alerts/read', { body: id ? { id } : {} })),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchAlertKeys.all }),
  });
}
