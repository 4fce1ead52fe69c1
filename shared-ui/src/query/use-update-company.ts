import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  updateCompany,
  type UpdateCompanyPayload,
  type UpdateCompanyResponse,
} from '../api/calls/update-company';
import { updateCompanyLogo } from '../api/calls/update-company-logo';
import { companyKeys, sessionKeys } from './query-keys';
import { patchSessionUser } from './use-session-check';

/**
 * PATCH /api/company/:id with fields (JSON) or a logo (FormData). The answer replaces the
 * cached company at once, lists refetch, and the stored login takes the new company name
 * and logo so the header updates without a reload.
 */
export function useUpdateCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateCompanyPayload | FormData) => updateCompany(id, payload),
    onSuccess: (answer) => companyChanged(client, id, answer),
  });
}

/**
 * The logo through XHR with upload progress (`onProgress` gets 0-1); the same cache and
 * session updates as a field change.
 */
export function useUpdateCompanyLogo(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      updateCompanyLogo(id, file, onProgress ? { onProgress } : {}),
    onSuccess: (answer) => companyChanged(client, id, answer),
  });
}

function companyChanged(client: QueryClient, id: number, answer: UpdateCompanyResponse) {
  client.setQueryData(companyKeys.detail(id), answer);
  patchSessionUser(id, { name: answer.result.name_company, image: answer.result.img_company });
  return Promise.all([
    client.invalidateQueries({ queryKey: companyKeys.lists() }),
    client.invalidateQueries({ queryKey: sessionKeys.all }),
  ]);
}
