import { answerOf, api, useMutation, useQueryClient } from '@peworld/shared-ui';
import { companyJobKeys, type JobStatus } from './get-company-jobs';

/**
 * PUT /api/company-jobs/:id/status: pause, close, reopen a paused job, or repost a closed one
 * ('open' from 'closed': the server sets a new posted date).
 */
export function setJobStatus({ id, status }: { id: number; status: JobStatus }) {
  return answerOf(
    api.PUT('/api/company-jobs/{id}/status', { params: { path: { id } }, body: { status } }),
  );
}

export function useSetJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyJobKeys.all }),
  });
}
