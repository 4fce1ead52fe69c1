import { answerOf, api, useQuery, type ApiAnswer, type CallOptions } from '@peworld/shared-ui';

export type PendingHire = ApiAnswer<'get', '/api/hire'>['data'][number];

export const pendingHireKeys = {
  all: ['hire', 'pending'] as const,
  of: (talentId: number) => ['hire', 'pending', talentId] as const,
};

/**
 * GET /api/hire?id_user=&status=pending: the company's request to this talent that still
 * waits for an answer (the API allows one per pair and refuses a second with 409).
 */
export function getPendingHire(talentId: number, { signal }: CallOptions = {}) {
  return answerOf(
    api.GET('/api/hire', { params: { query: { id_user: talentId, status: 'pending' } }, signal }),
  );
}

/** The pending request to the talent, or null; asked only when `talentId` is known. */
export function usePendingHire(talentId: number | null) {
  return useQuery({
    queryKey: pendingHireKeys.of(talentId ?? 0),
    queryFn: ({ signal }) => getPendingHire(talentId!, { signal }),
    enabled: talentId !== null,
    select: (answer): PendingHire | null => answer.data[0] ?? null,
  });
}
