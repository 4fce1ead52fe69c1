import {
  answerOf,
  api,
  compactParams,
  companyKeys,
  keepPreviousData,
  nextPageOf,
  useInfiniteQuery,
  useQuery,
  type ApiQuery,
  type CallOptions,
} from '@peworld/shared-ui';

/** company (name), field (Tech / NonTech, or 'skill': matching my skills), sort, page, limit. */
export type GetCompaniesParams = ApiQuery<'get', '/api/company'>;

/** The company list's cache entries, under the shared `companyKeys.lists()` family. */
export const companyListKeys = {
  page: (params: GetCompaniesParams) => [...companyKeys.lists(), params] as const,
  /** Mobile "load more" pages: a separate cache entry from the paged desktop list. */
  infinite: (params: Omit<GetCompaniesParams, 'page'>) =>
    [...companyKeys.lists(), 'infinite', params] as const,
};

/** GET /api/company: companies by name or field, sorted, a page at a time. */
export function getCompanies(query: GetCompaniesParams = {}, { signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/company', { params: { query }, signal }));
}

/** One page of the company list, the previous page kept on screen while paging. */
export function useCompanyList(params: GetCompaniesParams, options: { enabled?: boolean } = {}) {
  const clean = compactParams(params);
  return useQuery({
    queryKey: companyListKeys.page(clean),
    queryFn: ({ signal }) => getCompanies(clean, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The company list as growing pages (mobile "load more"). */
export function useInfiniteCompanyList(params: Omit<GetCompaniesParams, 'page'>) {
  const clean = compactParams(params);
  return useInfiniteQuery({
    queryKey: companyListKeys.infinite(clean),
    queryFn: ({ pageParam, signal }) => getCompanies({ ...clean, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}
