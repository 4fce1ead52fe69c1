import { answerOf, api, useMutation, useQueryClient } from '@peworld/shared-ui';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';

/** DELETE /api/users-skills/{id} (only the owner's own skill). */
export function deleteSkill(id: number) {
  return answerOf(api.DELETE('/api/users-skills/{id}', { params: { path: { id } } }));
}

export function useDeleteSkill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSkill,
    onSuccess: () => invalidateOwnProfile(client, { skills: true }),
  });
}
