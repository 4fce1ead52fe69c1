import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getUsers, type GetUsersParams, type GetUsersResponse } from '../api/calls/get-users';
import { compactParams } from './compact-params';
import { talentKeys } from './query-keys';

/** Next page number for "load more", or undefined on the last page. */
export function nextPageOf(answer: { pagination: { page: number; totalPages: number } }) {
  const { page, totalPages } = answer.pagination;
  return page < totalPages ? page + 1 : undefined;
}

/**
 * One page of the talent list (GET /api/users). While the next page loads the previous one
 * stays on screen (`isPlaceholderData`), so paging never flashes an empty list.
 */
export function useTalentList(params: GetUsersParams, options: { enabled?: boolean } = {}) {
  const clean = compactParams(params);
  return useQuery({
    queryKey: talentKeys.list(clean),
    queryFn: ({ signal }) => getUsers(clean, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The talent list as growing pages (mobile "load more"). */
export function useInfiniteTalentList(params: Omit<GetUsersParams, 'page'>) {
  const clean = compactParams(params);
  return useInfiniteQuery({
    queryKey: talentKeys.infinite(clean),
    queryFn: ({ pageParam, signal }) => getUsers({ ...clean, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: GetUsersResponse) => nextPageOf(last),
    placeholderData: keepPreviousData,
  });
}
