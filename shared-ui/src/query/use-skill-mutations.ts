import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSkill, type AddSkillPayload } from '../api/calls/add-skill';
import { deleteSkill } from '../api/calls/delete-skill';
import { invalidateOwnProfile } from './invalidate-own-profile';

/** POST /api/users-skills for the logged-in talent. */
export function useAddSkill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: AddSkillPayload) => addSkill(payload),
    onSuccess: () => invalidateOwnProfile(client, { skills: true }),
  });
}

/** DELETE /api/users-skills/:id. */
export function useDeleteSkill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (skillId: number) => deleteSkill(skillId),
    onSuccess: () => invalidateOwnProfile(client, { skills: true }),
  });
}
