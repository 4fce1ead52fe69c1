import { answerOf, api, useQuery, type ApiAnswer, type CallOptions } from '@peworld/shared-ui';
import { companyJobKeys } from './get-company-jobs';

/** The applicants of one of the company's jobs. */
export type GetJobApplicationsAnswer = ApiAnswer<'get', '/api/company-jobs/{id}/applications'>;
export type JobApplication = GetJobApplicationsAnswer['data'][number];
export type ApplicationStage = JobApplication['stage'];

/** Without a live signal (a tab left open), the list still catches up this often. */
export const APPLICANTS_REFRESH_MS = 60_000;

/** GET /api/company-jobs/:id/applications (recruiters of the job's company only). */
export function getJobApplications(id: number, { signal }: CallOptions = {}) {
  return answerOf(
    api.GET('/api/company-jobs/{id}/applications', { params: { path: { id } }, signal }),
  );
}

export function useJobApplications(id: number | null) {
  return useQuery({
    queryKey: companyJobKeys.applications(id ?? 0),
    queryFn: ({ signal }) => getJobApplications(id ?? 0, { signal }),
    enabled: id !== null,
    select: (answer): JobApplication[] => answer.data,
    // New applicants arrive while the page is open: coming back to the tab, and a slow
    // interval, fetch them (the bell's live signal refreshes it at once, see use-new-applicants).
    refetchOnWindowFocus: true,
    refetchInterval: APPLICANTS_REFRESH_MS,
  });
}
