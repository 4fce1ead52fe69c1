import { answerOf, api, useMutation, useQueryClient } from '@peworld/shared-ui';
import { shortlistKeys } from './get-shortlist';

/** PUT /api/shortlist/:id: keep the talent at Saved (saving a kept one changes nothing). */
export function saveTalent(idUser: number) {
  return answerOf(api.PUT('/api/shortlist/{id}', { params: { path: { id: idUser } } }));
}

export function useSaveTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTalent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortlistKeys.all }),
  });
}
