import {
  invalidateOwnProfile,
  removePortfolioImage,
  updatePortfolio,
  uploadPortfolio,
  uploadPortfolioImages,
  useMutation,
  useQueryClient,
  type UpdatePortfolioPayload,
} from '@peworld/shared-ui';
import { useState } from 'react';

/**
 * The portfolio's image uploads through XHR, exposing upload progress (0-1, null when idle):
 * a new entry (POST /api/users-portfolio) or more images for an entry (`id` given).
 */
export function usePortfolioUpload() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ form, id }: { form: FormData; id?: number }) => {
      setProgress(0);
      const options = { onProgress: setProgress };
      return id === undefined
        ? uploadPortfolio(form, options)
        : uploadPortfolioImages(id, form, options);
    },
    onSuccess: () => invalidateOwnProfile(client),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

/** DELETE /api/users-portfolio/:id/images/:imageId. */
export function useRemovePortfolioImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) =>
      removePortfolioImage(id, imageId),
    onSettled: () => invalidateOwnProfile(client),
  });
}

/** PATCH /api/users-portfolio/:id (name and link). */
export function useUpdatePortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: UpdatePortfolioPayload }) =>
      updatePortfolio(id, payload),
    onSuccess: () => invalidateOwnProfile(client),
  });
}
