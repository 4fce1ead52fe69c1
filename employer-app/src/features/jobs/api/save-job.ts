import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { companyJobKeys } from './get-company-jobs';

/** What a recruiter writes about a job: POST and PUT take the same body (a PUT replaces all). */
export type JobBody = ApiBody<'post', '/api/company-jobs'>;

/** POST /api/company-jobs (id null) or PUT /api/company-jobs/:id: the job as stored comes back. */
export function saveJob({ id, body }: { id: number | null; body: JobBody }) {
  return id === null
    ? answerOf(api.POST('/api/company-jobs', { body }))
    : answerOf(api.PUT('/api/company-jobs/{id}', { params: { path: { id } }, body }));
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyJobKeys.all }),
  });
}
