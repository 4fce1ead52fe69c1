import {
  answerOf,
  api,
  patchSessionUser,
  sessionKeys,
  talentKeys,
  useMutation,
  useQueryClient,
  type ApiBody,
} from '@peworld/shared-ui';

/** Profile fields; every one optional, and an empty string clears an optional field. */
export type UpdateUserPayload = Omit<ApiBody<'patch', '/api/users/{id}'>, 'img_profile'>;

/** PATCH /api/users/{id} with profile fields as JSON (the photo: update-user-photo.ts). */
export function updateUser(id: number, payload: UpdateUserPayload) {
  return answerOf(api.PATCH('/api/users/{id}', { params: { path: { id } }, body: payload }));
}

/**
 * The answer replaces the cached profile, talent lists refetch, and the stored login takes
 * the new name and photo (header avatar, greeting).
 */
export function useUpdateUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateUserPayload) => updateUser(id, payload),
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
