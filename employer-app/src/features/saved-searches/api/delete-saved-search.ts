import { answerOf, api, useMutation, useQueryClient } from '@peworld/shared-ui';
import { savedSearchKeys } from './get-saved-searches';

/** DELETE /api/saved-searches/:id: the search and its alerts. */
export function deleteSavedSearch(id: number) {
  return answerOf(api.DELETE('/api/saved-searches/{id}', { params: { path: { id } } }));
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
