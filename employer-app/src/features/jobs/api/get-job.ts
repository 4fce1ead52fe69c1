import { answerOf, api, useQuery, type ApiAnswer, type CallOptions } from '@peworld/shared-ui';
import { companyJobKeys } from './get-company-jobs';

/** One job as its page shows it (and as the edit form starts from). */
export type GetJobAnswer = ApiAnswer<'get', '/api/jobs/{id}'>;
export type JobDetail = GetJobAnswer['data'];

/** GET /api/jobs/:id. */
export function getJob(id: number, { signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/jobs/{id}', { params: { path: { id } }, signal }));
}

/** `id` null (a malformed URL): nothing is asked. */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: companyJobKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getJob(id ?? 0, { signal }),
    enabled: id !== null,
    select: (answer): JobDetail => answer.data,
  });
}
