import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { shortlistKeys, type GetShortlistAnswer } from './get-shortlist';

/** A new stage, a new note, or both. */
export type UpdateEntryBody = ApiBody<'patch', '/api/shortlist/{id}'>;

/** PATCH /api/shortlist/:id: move the talent to a stage and/or replace the note. */
export function updateEntry({ idUser, change }: { idUser: number; change: UpdateEntryBody }) {
  return answerOf(
    api.PATCH('/api/shortlist/{id}', { params: { path: { id: idUser } }, body: change }),
  );
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEntry,
    // The answer is the entry as stored (with its new history line): put it in the list at once.
    onSuccess: (answer) => {
      queryClient.setQueryData<GetShortlistAnswer>(shortlistKeys.all, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((entry) =>
                entry.id_user === answer.data.id_user ? answer.data : entry,
              ),
            }
          : list,
      );
    },
  });
}
