import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';

/** company_name, job_position, day_in (YYYY-MM-DD), day_out (null = current job), description. */
export type ExperiencePayload = ApiBody<'post', '/api/users-experiences'>;

/** POST /api/users-experiences for the logged-in talent. */
export function addExperience(payload: ExperiencePayload) {
  return answerOf(api.POST('/api/users-experiences', { body: payload }));
}

export function useAddExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addExperience,
    onSuccess: () => invalidateOwnProfile(client),
  });
}
