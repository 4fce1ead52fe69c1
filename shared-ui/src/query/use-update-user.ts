import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUser, type UpdateUserPayload } from '../api/calls/update-user';
import { sessionKeys, talentKeys } from './query-keys';
import { patchSessionUser } from './use-session-check';

/**
 * PATCH /api/users/:id with profile fields (JSON) or a photo (FormData). The answer replaces
 * the cached profile, talent lists refetch, and the stored login takes the new name and photo.
 */
export function useUpdateUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateUserPayload | FormData) => updateUser(id, payload),
    onSuccess: (answer) => {
      client.setQueryData(talentKeys.detail(id), answer);
      patchSessionUser(id, { name: answer.data.full_name, image: answer.data.img_profile });
      return Promise.all([
        client.invalidateQueries({ queryKey: talentKeys.lists() }),
        client.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}
