import {
  answerOf,
  api,
  talentKeys,
  useMutation,
  useQueryClient,
  type ApiBody,
} from '@peworld/shared-ui';

/** availability, available_from (YYYY-MM-DD or null), expected_salary ({ min, max, period } or null). */
export type SignalsPayload = ApiBody<'put', '/api/users/{id}/signals'>;

/** PUT /api/users/{id}/signals: the talent's availability and expected salary (issue 31). */
export function updateSignals(id: number, payload: SignalsPayload) {
  return answerOf(api.PUT('/api/users/{id}/signals', { params: { path: { id } }, body: payload }));
}

/** The answer is the whole profile: it replaces the cached one; talent lists show the new badge. */
export function useUpdateSignals(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SignalsPayload) => updateSignals(id, payload),
    onSuccess: (answer) => {
      client.setQueryData(talentKeys.detail(id), answer);
      return client.invalidateQueries({ queryKey: talentKeys.lists() });
    },
  });
}
