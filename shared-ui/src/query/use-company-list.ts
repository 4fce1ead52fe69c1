import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  getCompanies,
  type GetCompaniesParams,
  type GetCompaniesResponse,
} from '../api/calls/get-companies';
import { compactParams } from './compact-params';
import { companyKeys } from './query-keys';
import { nextPageOf } from './use-talent-list';

/** One page of the company list (GET /api/company/), previous page kept while paging. */
export function useCompanyList(params: GetCompaniesParams, options: { enabled?: boolean } = {}) {
  const clean = compactParams(params);
  return useQuery({
    queryKey: companyKeys.list(clean),
    queryFn: ({ signal }) => getCompanies(clean, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The company list as growing pages (mobile "load more"). */
export function useInfiniteCompanyList(params: Omit<GetCompaniesParams, 'page'>) {
  const clean = compactParams(params);
  return useInfiniteQuery({
    queryKey: companyKeys.infinite(clean),
    queryFn: ({ pageParam, signal }) => getCompanies({ ...clean, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: GetCompaniesResponse) => nextPageOf(last),
    placeholderData: keepPreviousData,
  });
}
