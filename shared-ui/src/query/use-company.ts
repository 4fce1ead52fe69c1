import { useQuery } from '@tanstack/react-query';
import { getCompany } from '../api/calls/get-company';
import { companyKeys } from './query-keys';

/** One company (GET /api/company/:id); idle while `id` is null. */
export function useCompany(id: number | null) {
  return useQuery({
    queryKey: companyKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getCompany(id as number, { signal }),
    enabled: id !== null,
  });
}
