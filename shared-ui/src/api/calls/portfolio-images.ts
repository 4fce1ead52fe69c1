import { apiClient } from '../client';
import type { UploadOptions } from '../upload-with-progress';
import { uploadWithProgress } from '../upload-with-progress';
import type { AddPortfolioResponse } from './add-portfolio';
import { requestJson } from './request';

/** POST /api/users-portfolio/{id}/images (multipart `image` files) through XHR, with progress. */
export function uploadPortfolioImages(
  id: number,
  form: FormData,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<AddPortfolioResponse> {
  return uploadWithProgress({
    path: `users-portfolio/${id}/images`,
    method: 'POST',
    body: form,
    ...options,
  });
}

/** DELETE /api/users-portfolio/{id}/images/{imageId}: the entry keeps at least one image. */
export function removePortfolioImage(id: number, imageId: number): Promise<AddPortfolioResponse> {
  return requestJson(() => apiClient.delete(`users-portfolio/${id}/images/${imageId}`));
}
