import {
  answerOf,
  api,
  applicationKeys,
  jobKeys,
  useMutation,
  useQueryClient,
} from '@peworld/shared-ui';

/** POST /api/jobs/:id/applications with an optional cover note. */
export function applyToJob(id: number, note: string) {
  const body = note.trim() === '' ? {} : { note: note.trim() };
  return answerOf(api.POST('/api/jobs/{id}/applications', { params: { path: { id } }, body }));
}

/** Applies; the job page (its application and stage) and the application list refetch. */
export function useApplyToJob(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => applyToJob(id, note),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: jobKeys.detail(id) }),
        client.invalidateQueries({ queryKey: applicationKeys.all }),
      ]),
  });
}
