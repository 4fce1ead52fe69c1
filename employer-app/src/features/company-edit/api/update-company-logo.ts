import {
  uploadWithProgress,
  useMutation,
  useQueryClient,
  type UploadOptions,
} from '@peworld/shared-ui';
import { companyChanged, type UpdateCompanyAnswer } from './update-company';

/**
 * PATCH /api/company/{id} with a multipart `img_company` file, through XHR so the form can
 * show upload progress (`onProgress` gets 0-1).
 */
export function updateCompanyLogo(
  id: number,
  file: File,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
) {
  const form = new FormData();
  form.append('img_company', file);
  return uploadWithProgress<UpdateCompanyAnswer>({
    path: `company/${id}`,
    method: 'PATCH',
    body: form,
    ...options,
  });
}

/** The logo with upload progress; the same cache and session updates as a field change. */
export function useUpdateCompanyLogo(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      updateCompanyLogo(id, file, onProgress ? { onProgress } : {}),
    onSuccess: (answer) => companyChanged(client, id, answer),
  });
}
