import { answerOf, api, useMutation, useQueryClient } from '@peworld/shared-ui';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';

/** DELETE /api/users-experiences/{id}. */
export function deleteExperience(id: number) {
  return answerOf(api.DELETE('/api/users-experiences/{id}', { params: { path: { id } } }));
}

export function useDeleteExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteExperience,
    onSuccess: () => invalidateOwnProfile(client),
  });
}
