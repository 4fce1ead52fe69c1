import type { UploadOptions } from '../upload-with-progress';
import { uploadWithProgress } from '../upload-with-progress';
import type { UpdateUserResponse } from './update-user';

/** PATCH /api/users/{id} with a multipart `img_profile` file, reporting upload progress. */
export function updateUserPhoto(
  id: number,
  file: File,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<UpdateUserResponse> {
  const form = new FormData();
  form.append('img_profile', file);
  return uploadWithProgress({ path: `users/${id}`, method: 'PATCH', body: form, ...options });
}
