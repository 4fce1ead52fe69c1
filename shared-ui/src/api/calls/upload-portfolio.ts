import type { UploadOptions } from '../upload-with-progress';
import { uploadWithProgress } from '../upload-with-progress';
import type { AddPortfolioResponse } from './add-portfolio';

/**
 * POST /api/users-portfolio like addPortfolio, but through XHR so the form can show upload
 * progress for its images (fetch cannot report request-body progress).
 */
export function uploadPortfolio(
  form: FormData,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<AddPortfolioResponse> {
  return uploadWithProgress({ path: 'users-portfolio', method: 'POST', body: form, ...options });
}
