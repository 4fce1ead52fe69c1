import {
  answerOf,
  api,
  compactParams,
  jobKeys,
  keepPreviousData,
  useQuery,
  type ApiQuery,
  type CallOptions,
} from '@peworld/shared-ui';

/** search, city, employment_type, work_mode, salary_min, posted_within, sort, page, limit. */
export type GetJobsParams = ApiQuery<'get', '/api/jobs'>;

/** The job list's cache entries, under the shared `jobKeys.lists()` family (live refresh). */
export const jobListKeys = {
  page: (params: GetJobsParams) => [...jobKeys.lists(), params] as const,
};

/** GET /api/jobs: open jobs, a talent's best matches first, a page at a time. */
export function getJobs(query: GetJobsParams = {}, { signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/jobs', { params: { query }, signal }));
}

/** One page of jobs, the previous page kept on screen while the next loads. */
export function useJobList(params: GetJobsParams) {
  const clean = compactParams(params);
  return useQuery({
    queryKey: jobListKeys.page(clean),
    queryFn: ({ signal }) => getJobs(clean, { signal }),
    placeholderData: keepPreviousData,
  });
}
