import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';

/** Only the fields that changed. */
export type UpdateExperiencePayload = ApiBody<'patch', '/api/users-experiences/{id}'>;

/** PATCH /api/users-experiences/{id}. */
export function updateExperience(id: number, payload: UpdateExperiencePayload) {
  return answerOf(
    api.PATCH('/api/users-experiences/{id}', { params: { path: { id } }, body: payload }),
  );
}

export function useUpdateExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: UpdateExperiencePayload }) =>
      updateExperience(id, payload),
    onSuccess: () => invalidateOwnProfile(client),
  });
}
