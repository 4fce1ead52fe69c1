import { answerOf, api, useQuery, type ApiAnswer, type CallOptions } from '@peworld/shared-ui';

/** The company's own jobs, every status, each with its applicants per stage. */
export type GetCompanyJobsAnswer = ApiAnswer<'get', '/api/company-jobs'>;
export type CompanyJob = GetCompanyJobsAnswer['data'][number];
export type JobStatus = CompanyJob['status'];
export type JobEmploymentType = CompanyJob['employment_type'];
export type WorkMode = CompanyJob['work_mode'];
export type ApplicantCounts = CompanyJob['applicants'];

/**
 * Cache entries of the jobs feature. Every write invalidates `all`: a status change, an edit or a
 * stage move changes both the list (status, counts) and the job's own pages.
 */
export const companyJobKeys = {
  all: ['company-jobs'] as const,
  list: () => [...companyJobKeys.all, 'list'] as const,
  detail: (id: number) => [...companyJobKeys.all, 'detail', id] as const,
  applications: (id: number) => [...companyJobKeys.all, 'applications', id] as const,
};

/** GET /api/company-jobs (recruiters only). */
export function getCompanyJobs({ signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/company-jobs', { signal }));
}

export function useCompanyJobs() {
  return useQuery({
    queryKey: companyJobKeys.list(),
    queryFn: ({ signal }) => getCompanyJobs({ signal }),
    select: (answer): CompanyJob[] => answer.data,
  });
}
