import { answerOf, api, jobKeys, useQuery, type CallOptions } from '@peworld/shared-ui';

/** GET /api/jobs/:id: the job page (company card, the talent's application, missing skills). */
export function getJob(id: number, { signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/jobs/{id}', { params: { path: { id } }, signal }));
}

/** One job; idle while `id` is null. */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: jobKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getJob(id as number, { signal }),
    enabled: id !== null,
  });
}
