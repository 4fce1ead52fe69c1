import {
  answerOf,
  api,
  companyKeys,
  patchSessionUser,
  sessionKeys,
  useMutation,
  useQueryClient,
  type ApiAnswer,
  type ApiBody,
  type QueryClient,
} from '@peworld/shared-ui';

/** Every field optional; an empty string clears an optional field (the API takes no nulls). */
export type UpdateCompanyPayload = ApiBody<'patch', '/api/company/{id}'>;
export type UpdateCompanyAnswer = ApiAnswer<'patch', '/api/company/{id}'>;

/** PATCH /api/company/{id} with the changed fields as JSON (the logo: update-company-logo.ts). */
export function updateCompany(id: number, payload: UpdateCompanyPayload) {
  return answerOf(api.PATCH('/api/company/{id}', { params: { path: { id } }, body: payload }));
}

/**
 * After a field or logo change: the answer replaces the cached company at once (no second
 * GET), company lists refetch, and the stored login takes the new company name and logo so
 * the header updates without a reload.
 */
export function companyChanged(client: QueryClient, id: number, answer: UpdateCompanyAnswer) {
  client.setQueryData(companyKeys.detail(id), answer);
  patchSessionUser(id, { name: answer.result.name_company, image: answer.result.img_company });
  return Promise.all([
    client.invalidateQueries({ queryKey: companyKeys.lists() }),
    client.invalidateQueries({ queryKey: sessionKeys.all }),
  ]);
}

export function useUpdateCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateCompanyPayload) => updateCompany(id, payload),
    onSuccess: (answer) => companyChanged(client, id, answer),
  });
}
