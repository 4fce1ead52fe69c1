import { answerOf, api, useMutation, useQueryClient } from '@peworld/shared-ui';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';

/** DELETE /api/users-portfolio/{id}/images/{imageId}: the entry keeps at least one image. */
export function removePortfolioImage(id: number, imageId: number) {
  return answerOf(
    api.DELETE('/api/users-portfolio/{id}/images/{imageId}', {
      params: { path: { id, imageId } },
    }),
  );
}

/** Refetches the profile whether or not it worked: the entry shows what the server kept. */
export function useRemovePortfolioImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) =>
      removePortfolioImage(id, imageId),
    onSettled: () => invalidateOwnProfile(client),
  });
}
