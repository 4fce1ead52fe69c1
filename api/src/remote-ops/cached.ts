// Two small caches of an async value for the remote pointers.

/**
 * Loads at most once per `maxAgeMs`, and again after `invalidate()`. A failed load is not kept;
 * callers that asked before an invalidation keep the answer they were given.
 */
export function cachedFor<T>(load: () => Promise<T>, maxAgeMs: number) {
  let entry: { at: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      if (!entry || Date.now() - entry.at > maxAgeMs) {
        const fresh = { at: Date.now(), value: load() };
        entry = fresh;
        fresh.value.catch(() => {
          if (entry === fresh) entry = null;
        });
      }
      return entry.value;
    },
    invalidate(): void {
      entry = null;
    },
  };
}

/**
 * The last answer at once, refreshed in the background once older than `maxAgeMs` (the first
 * call waits): a caller that must answer fast (a health check) never waits on a slow load again.
 */
export function staleWhileRevalidate<T>(load: () => Promise<T>, maxAgeMs: number) {
  let last: { at: number; value: T } | null = null;
  let refreshing: Promise<T> | null = null;
  const refresh = () => {
    const at = Date.now();
    refreshing ??= load()
      .then((value) => {
        last = { at, value };
        return value;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
  return (): Promise<T> => {
    if (!last) return refresh();
    if (Date.now() - last.at > maxAgeMs) refresh().catch(() => undefined);
    return Promise.resolve(last.value);
  };
}
