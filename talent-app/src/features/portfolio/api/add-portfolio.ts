import {
  uploadWithProgress,
  useMutation,
  useQueryClient,
  type ApiAnswer,
  type UploadOptions,
} from '@peworld/shared-ui';
import { useState } from 'react';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';
import { addPortfolioImages } from './add-portfolio-images';

/**
 * POST /api/users-portfolio: a multipart form with `project_name`, `link_repository` and one
 * or more `image` files, through XHR so the form can show upload progress (fetch cannot
 * report request-body progress).
 */
export function addPortfolio(
  form: FormData,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
) {
  return uploadWithProgress<ApiAnswer<'post', '/api/users-portfolio'>>({
    path: 'users-portfolio',
    method: 'POST',
    body: form,
    ...options,
  });
}

/**
 * The portfolio's image uploads, exposing upload progress (0-1, null when idle): a new entry,
 * or more images for an entry (`id` given, see add-portfolio-images.ts).
 */
export function usePortfolioUpload() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ form, id }: { form: FormData; id?: number }) => {
      setProgress(0);
      const options = { onProgress: setProgress };
      return id === undefined ? addPortfolio(form, options) : addPortfolioImages(id, form, options);
    },
    onSuccess: () => invalidateOwnProfile(client),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
