import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { savedSearchKeys } from './get-saved-searches';

export type CreateSavedSearchBody = ApiBody<'post', '/api/saved-searches'>;

/** POST /api/saved-searches: the list's search, filters and sort under a name. */
export function createSavedSearch(body: CreateSavedSearchBody) {
  return answerOf(api.POST('/api/saved-searches', { body }));
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
