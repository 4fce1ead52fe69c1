import { useQuery } from '@tanstack/react-query';
import { getHireRequests } from '../api/calls/get-hire-requests';
import { hireKeys } from './query-keys';

/** Hire requests received (talent) or sent (recruiter) by the logged-in account. */
export function useHireRequests(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: hireKeys.list(),
    queryFn: ({ signal }) => getHireRequests({ signal }),
    enabled: options.enabled ?? true,
  });
}
