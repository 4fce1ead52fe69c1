import { useQuery } from '@tanstack/react-query';
import { getUser } from '../api/calls/get-user';
import { talentKeys } from './query-keys';

/** A usable database id, or null: a malformed route id never reaches the API. */
export function parseId(raw: string | number | null | undefined): number | null {
  const text = String(raw ?? '').trim();
  if (!/^[1-9][0-9]*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** One talent's whole profile (GET /api/users/:id); idle while `id` is null. */
export function useTalent(id: number | null) {
  return useQuery({
    queryKey: talentKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getUser(id as number, { signal }),
    enabled: id !== null,
  });
}
