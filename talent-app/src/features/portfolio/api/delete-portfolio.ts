import { answerOf, api, useMutation, useQueryClient } from '@peworld/shared-ui';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';

/** DELETE /api/users-portfolio/{id}: the entry and its images. */
export function deletePortfolio(id: number) {
  return answerOf(api.DELETE('/api/users-portfolio/{id}', { params: { path: { id } } }));
}

export function useDeletePortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePortfolio,
    onSuccess: () => invalidateOwnProfile(client),
  });
}
