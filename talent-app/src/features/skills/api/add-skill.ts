import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';

export type AddSkillPayload = ApiBody<'post', '/api/users-skills'>;

/** POST /api/users-skills: a skill for the logged-in talent (the owner comes from the session). */
export function addSkill(payload: AddSkillPayload) {
  return answerOf(api.POST('/api/users-skills', { body: payload }));
}

/** Then the profile, the talent lists and the skill suggestions refetch. */
export function useAddSkill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addSkill,
    onSuccess: () => invalidateOwnProfile(client, { skills: true }),
  });
}
