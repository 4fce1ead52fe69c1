import {
  invalidateOwnProfile,
  updatePortfolio,
  uploadPortfolio,
  useMutation,
  useQueryClient,
  type UpdatePortfolioPayload,
} from '@peworld/shared-ui';
import { useState } from 'react';

/** POST /api/users-portfolio through XHR, exposing upload progress (0-1, null when idle). */
export function usePortfolioUpload() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      setProgress(0);
      return uploadPortfolio(form, { onProgress: setProgress });
    },
    onSuccess: () => invalidateOwnProfile(client),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
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
