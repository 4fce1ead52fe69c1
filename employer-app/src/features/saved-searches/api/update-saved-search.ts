import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { savedSearchKeys, type GetSavedSearchesAnswer } from './get-saved-searches';

export type UpdateSavedSearchBody = ApiBody<'patch', '/api/saved-searches/{id}'>;

/** PATCH /api/saved-searches/:id: a new name and/or the daily digest on or off. */
export function updateSavedSearch({ id, change }: { id: number; change: UpdateSavedSearchBody }) {
  return answerOf(
    api.PATCH('/api/saved-searches/{id}', { params: { path: { id } }, body: change }),
  );
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    // The answer is the search as stored: put it in the list at once.
    onSuccess: (answer) => {
      queryClient.setQueryData<GetSavedSearchesAnswer>(savedSearchKeys.all, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((item) => (item.id === answer.data.id ? answer.data : item)),
            }
          : list,
      );
    },
  });
}
