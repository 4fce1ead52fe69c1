import { uploadWithProgress, type ApiAnswer, type UploadOptions } from '@peworld/shared-ui';

/** POST /api/users-portfolio/{id}/images (multipart `image` files) through XHR, with progress. */
export function addPortfolioImages(
  id: number,
  form: FormData,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
) {
  return uploadWithProgress<ApiAnswer<'post', '/api/users-portfolio/{id}/images'>>({
    path: `users-portfolio/${id}/images`,
    method: 'POST',
    body: form,
    ...options,
  });
}
