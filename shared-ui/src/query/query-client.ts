import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { sessionStore } from '../session/session-store';

/** How long an answer counts as fresh: re-visiting a page within this reuses the cache. */
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * ky already retries idempotent calls on 408/5xx and network failures (api/client.ts), so
 * the query layer adds one more try only for answers that may be transient, and never for
 * a client mistake (4xx), which would only fail again.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return false;
}

/** A client with the product's defaults; tests make a fresh one each (see testing/render). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}

/**
 * Forgets every cached answer when the logged-in account changes (logout, a 401, a login as
 * someone else), so one account never sees what was fetched for another. Returns the unsubscribe.
 */
export function clearCacheOnAccountChange(
  client: QueryClient,
  store: typeof sessionStore = sessionStore,
): () => void {
  return store.subscribe((state, previous) => {
    if (state.user?.id_user !== previous.user?.id_user) client.clear();
  });
}

/**
 * The one QueryClient of the product. shared-ui and @tanstack/react-query are federation
 * singletons, so the shell and every remote read and write this same cache.
 */
export const queryClient = createAppQueryClient();
clearCacheOnAccountChange(queryClient);

// Every call in api/calls rejects with an ApiError (requestJson normalises), so queries and
// mutations are typed with it: pages read `error.status` and `error.message` directly.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
