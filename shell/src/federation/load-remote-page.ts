import { loadRemote } from '@module-federation/enhanced/runtime';
import { CHUNK_TIMEOUT_MS } from '@peworld/shared-ui/core';
import { isOfflineFallback, unavailableCause } from './offline-fallback-plugin';
import { remoteNameOf } from './remote-names';
import { getRemoteVersion, getSharedUiRange } from './remote-versions';
import type { RemotePageModule } from './remotes';
import type { RemotePageId } from './route-table';
import type * as Contract from './shared-ui-contract';
import { refreshRemotes, whenRemotesRegistered } from './start-federation';

export class RemoteTimeoutError extends Error {
  constructor(id: RemotePageId, timeoutMs: number) {
    super(`Loading ${id} took longer than ${timeoutMs} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, id: RemotePageId, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // A hung manifest or chunk request has no end of its own: turn it into a failure the
    // boundary can show (spec §9: 120000 ms).
    const timer = setTimeout(() => reject(new RemoteTimeoutError(id, timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function toPageModule(id: RemotePageId, module: unknown): RemotePageModule {
  if (isOfflineFallback(module)) throw unavailableCause(module);
  const page = (module as Partial<RemotePageModule> | null)?.default;
  if (typeof page !== 'function' && typeof page !== 'object') {
    throw new Error(`${id} has no default export to render`);
  }
  return module as RemotePageModule;
}

async function throwIfIncompatible(id: RemotePageId, contract: Promise<typeof Contract>) {
  const name = remoteNameOf(id);
  const { sharedUiMismatch } = await contract;
  const mismatch = sharedUiMismatch(
    name,
    getRemoteVersion(name) ?? 'unknown',
    getSharedUiRange(name),
  );
  if (mismatch) throw mismatch;
}

// One request per page, shared by hover preloads and the render that follows; a failure is
// dropped so the next attempt (Retry) really loads again.
const inFlight = new Map<RemotePageId, Promise<RemotePageModule>>();

export interface LoadRemotePageOptions {
  /** Re-read /remotes.json first (a Retry: ops may have pointed the remote elsewhere). */
  refresh?: boolean;
  timeoutMs?: number;
}

export function loadRemotePage(
  id: RemotePageId,
  { refresh = false, timeoutMs = CHUNK_TIMEOUT_MS }: LoadRemotePageOptions = {},
): Promise<RemotePageModule> {
  const cached = inFlight.get(id);
  if (cached) return cached;
  const registered = refresh ? refreshRemotes() : whenRemotesRegistered();
  // The contract check is its own chunk, fetched alongside the remote: no first visit pays it.
  const contract = import('./shared-ui-contract');
  const loading = withTimeout(
    registered.then(async () => {
      // The shell's full shared-ui (and with it TanStack Query) is loaded before any remote
      // joins the share scope: with 'loaded-first', a singleton already loaded is the one every
      // remote gets, so the session store and the QueryClient stay the shell's.
      await import('@peworld/shared-ui');
      return loadRemote<RemotePageModule>(id);
    }),
    id,
    timeoutMs,
  ).then(
    async (module) => {
      await throwIfIncompatible(id, contract);
      return toPageModule(id, module);
    },
    async (error: unknown) => {
      // A remote built against another shared-ui may well fail while loading: name the cause.
      await throwIfIncompatible(id, contract);
      throw error;
    },
  );
  inFlight.set(id, loading);
  loading.catch(() => {
    if (inFlight.get(id) === loading) inFlight.delete(id);
  });
  return loading;
}

/** Warm a page's code before it is needed (link hover, focus, idle time); never throws. */
export function prefetchRemotePage(id: RemotePageId): void {
  loadRemotePage(id).catch(() => undefined);
}

/** Tests only. */
export function clearRemotePageCache(): void {
  inFlight.clear();
}
