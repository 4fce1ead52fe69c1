import type { UploadOptions } from '../upload-with-progress';
import { uploadWithProgress } from '../upload-with-progress';
import type { UpdateCompanyResponse } from './update-company';

/** PATCH /api/company/{id} with a multipart `img_company` file, reporting upload progress. */
export function updateCompanyLogo(
  id: number,
  file: File,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<UpdateCompanyResponse> {
  const form = new FormData();
  form.append('img_company', file);
  return uploadWithProgress({ path: `company/${id}`, method: 'PATCH', body: form, ...options });
}
