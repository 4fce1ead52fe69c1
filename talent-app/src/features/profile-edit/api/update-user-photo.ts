import { uploadWithProgress, type ApiAnswer, type UploadOptions } from '@peworld/shared-ui';

/**
 * PATCH /api/users/{id} with a multipart `img_profile` file, through XHR so the page can show
 * upload progress. The answer is the whole profile, as for a field change.
 */
export function updateUserPhoto(
  id: number,
  file: File,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
) {
  const form = new FormData();
  form.append('img_profile', file);
  return uploadWithProgress<ApiAnswer<'patch', '/api/users/{id}'>>({
    path: `users/${id}`,
    method: 'PATCH',
    body: form,
    ...options,
  });
}
