import { answerOf, api, useMutation, useQueryClient } from '@peworld/shared-ui';
import { shortlistKeys } from './get-shortlist';

/** DELETE /api/shortlist/:id: the talent leaves the shortlist with their note and history. */
export function removeTalent(idUser: number) {
  return answerOf(api.DELETE('/api/shortlist/{id}', { params: { path: { id: idUser } } }));
}

export function useRemoveTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTalent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortlistKeys.all }),
  });
}
