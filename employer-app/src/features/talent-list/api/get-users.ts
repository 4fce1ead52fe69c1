import {
  answerOf,
  api,
  compactParams,
  keepPreviousData,
  nextPageOf,
  talentKeys,
  useInfiniteQuery,
  useQuery,
  type ApiAnswer,
  type ApiQuery,
  type CallOptions,
} from '@peworld/shared-ui';

/** search (skills, name, job title or city; commas separate terms), employment_type, sort, page, limit. */
export type GetUsersParams = ApiQuery<'get', '/api/users'>;
/** One page: talent cards and `pagination` (with `totalCapped` past 1,000 matches). */
export type GetUsersAnswer = ApiAnswer<'get', '/api/users'>;

/**
 * The talent list's cache entries, filed under the shared `talentKeys.lists()` family so a
 * talent's profile change (talent-app) refreshes them.
 */
export const talentListKeys = {
  page: (params: GetUsersParams) => [...talentKeys.lists(), params] as const,
  /** Mobile "load more" pages: a separate cache entry from the paged desktop list. */
  infinite: (params: Omit<GetUsersParams, 'page'>) =>
    [...talentKeys.lists(), 'infinite', params] as const,
};

/** GET /api/users: the talent list with search, filter and sort. */
export function getUsers(query: GetUsersParams = {}, { signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/users', { params: { query }, signal }));
}

/**
 * One page of the talent list. While the next page loads the previous one stays on screen
 * (`isPlaceholderData`), so paging never flashes an empty list. Blank params are left out.
 */
export function useTalentList(params: GetUsersParams, options: { enabled?: boolean } = {}) {
  const clean = compactParams(params);
  return useQuery({
    queryKey: talentListKeys.page(clean),
    queryFn: ({ signal }) => getUsers(clean, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The talent list as growing pages (mobile "load more"). */
export function useInfiniteTalentList(params: Omit<GetUsersParams, 'page'>) {
  const clean = compactParams(params);
  return useInfiniteQuery({
    queryKey: talentListKeys.infinite(clean),
    queryFn: ({ pageParam, signal }) => getUsers({ ...clean, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}
