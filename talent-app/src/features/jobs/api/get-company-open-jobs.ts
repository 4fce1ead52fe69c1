import { answerOf, api, jobKeys, useQuery, type CallOptions } from '@peworld/shared-ui';

/** The company profile's jobs, under the shared `jobKeys.lists()` family. */
export const companyJobKeys = {
  open: (idCompany: number) => [...jobKeys.lists(), 'company', idCompany] as const,
};

/** GET /api/company/:id/jobs: that company's open jobs. */
export function getCompanyOpenJobs(idCompany: number, { signal }: CallOptions = {}) {
  return answerOf(
    api.GET('/api/company/{id}/jobs', { params: { path: { id: idCompany } }, signal }),
  );
}

export function useCompanyOpenJobs(idCompany: number) {
  return useQuery({
    queryKey: companyJobKeys.open(idCompany),
    queryFn: ({ signal }) => getCompanyOpenJobs(idCompany, { signal }),
  });
}
