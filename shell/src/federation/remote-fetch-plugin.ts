import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

/**
 * A remote's server must start answering its manifest or remoteEntry.js within this long: one
 * that accepts the connection and never answers falls back to "unavailable" after it, not after
 * the 120 s that still bound a slow chunk (spec §9, CHUNK_TIMEOUT_MS).
 */
export const REMOTE_RESPONSE_TIMEOUT_MS = 10_000;
/** Pauses before the retries of a transient failure (connection refused or reset, 502-504). */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1200];

const TRANSIENT_STATUS = new Set([408, 429, 502, 503, 504]);

/** A manifest that answered, but not with a manifest (404, 500…). */
export class RemoteManifestError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'RemoteManifestError';
  }
}

/** No answer from a remote's server within REMOTE_RESPONSE_TIMEOUT_MS. */
export class RemoteNoAnswerError extends Error {
  constructor(readonly url: string) {
    super(`${url} did not answer within ${REMOTE_RESPONSE_TIMEOUT_MS / 1000} s`);
    this.name = 'RemoteNoAnswerError';
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One fetch that gives up when no response (headers) arrives in time. */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_RESPONSE_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new RemoteNoAnswerError(url);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches a remote's manifest: a transient failure is retried after a pause that grows; a
 * server that does not answer in time is not (waiting again would only hold the skeleton); any
 * other error status fails at once with the status in the message.
 */
export async function fetchManifest(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= RETRY_DELAYS_MS.length;
    let response: Response;
    try {
      response = await fetchOnce(url, init);
    } catch (error) {
      if (error instanceof RemoteNoAnswerError || last) throw error;
      await pause(RETRY_DELAYS_MS[attempt]!);
      continue;
    }
    if (response.ok) return response;
    if (!TRANSIENT_STATUS.has(response.status) || last)
      throw new RemoteManifestError(url, response.status);
    await pause(RETRY_DELAYS_MS[attempt]!);
  }
}

/**
 * Recovery for remotes (an equivalent of @module-federation/retry-plugin, whose releases pin an
 * older federation SDK than ours): manifests through fetchManifest, remoteEntry.js with the
 * same time to answer, and a failed remoteEntry.js loaded again after growing pauses.
 */
export function remoteFetchPlugin(): ModuleFederationRuntimePlugin {
  // When each remoteEntry.js load began: the runtime does not tell loadEntryError why a load
  // failed, and one that ran into the time-out must not be waited for again.
  const entryStartedAt = new Map<string, number>();
  return {
    name: 'peworld-remote-fetch',
    fetch(url, init) {
      return fetchManifest(url, init);
    },
    createScript({ url, remoteInfo }) {
      // Only the entry: a remote's chunks keep their own 120 s (webpack's chunkLoadTimeout).
      if (!remoteInfo || url !== remoteInfo.entry) return undefined;
      entryStartedAt.set(url, Date.now());
      return { timeout: REMOTE_RESPONSE_TIMEOUT_MS };
    },
    // Typed by the runtime as a promise of a promise; a promise of the exports is what it awaits.
    loadEntryError: (async ({
      getRemoteEntry,
      origin,
      remoteInfo,
      globalLoading,
      uniqueKey,
    }: LoadEntryErrorArgs) => {
      const startedAt = entryStartedAt.get(remoteInfo.entry) ?? Date.now();
      if (Date.now() - startedAt >= REMOTE_RESPONSE_TIMEOUT_MS) return undefined;
      for (const delay of RETRY_DELAYS_MS) {
        await pause(delay);
        // The failed attempt is still registered as loading: drop it, or we would wait on it.
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({
            origin,
            remoteInfo,
            remoteEntryExports: undefined,
          });
          if (exports) return exports;
        } catch {
          const again = entryStartedAt.get(remoteInfo.entry) ?? Date.now();
          if (Date.now() - again >= REMOTE_RESPONSE_TIMEOUT_MS) break;
        }
      }
      delete globalLoading[uniqueKey];
      // Undefined: the runtime fails with the original error (its RUNTIME-008 code).
      return undefined;
    }) as unknown as LoadEntryError,
  };
}
