import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';

/** project_name and link_repository ('' clears the link); images: add/remove-portfolio-image. */
export type UpdatePortfolioPayload = ApiBody<'patch', '/api/users-portfolio/{id}'>;

/** PATCH /api/users-portfolio/{id}. */
export function updatePortfolio(id: number, payload: UpdatePortfolioPayload) {
  return answerOf(
    api.PATCH('/api/users-portfolio/{id}', { params: { path: { id } }, body: payload }),
  );
}

export function useUpdatePortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: UpdatePortfolioPayload }) =>
      updatePortfolio(id, payload),
    onSuccess: () => invalidateOwnProfile(client),
  });
}
