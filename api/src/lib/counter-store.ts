// Counters with expiry for throttles and rate limits, behind one small interface so that
// several API processes can share them (a Redis implementation, issue 13) while a single
// process and the tests use the in-memory one below.
//
// Every operation maps onto one or two Redis commands:
//   increment -> INCR + PEXPIRE        hit     -> INCR + PEXPIRE NX + PTTL
//   get       -> GET                   block   -> SET key 1 PX ms
//   blockedFor-> PTTL                  delete  -> DEL

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** ms until the window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface CounterStore {
  /**
   * Adds one to `key` and returns the new count. The key expires `ttlMs` after this call: each
   * increment restarts the time, so a count fades only after a quiet period.
   */
  increment(key: string, ttlMs: number): Promise<number>;
  /**
   * Adds one to `key` in a fixed window that starts at the first hit and lasts `windowMs`
   * (later hits do not extend it). For "N per minute" limits.
   */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count of `key` (0 when absent or expired). */
  get(key: string): Promise<number>;
  /** Marks `key` as blocked for `ms` from now (replacing an earlier mark). */
  block(key: string, ms: number): Promise<void>;
  /** ms left on `key`'s block, 0 when it is not blocked. */
  blockedFor(key: string): Promise<number>;
  /** Removes the keys (absent keys are ignored). */
  delete(...keys: string[]): Promise<void>;
  /** Releases connections (a no-op in memory). */
  close(): Promise<void>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** Beyond this many keys, expired ones are swept before adding another (bounded memory). */
const SWEEP_AT = 100_000;

/** One process's counters. `now` is injectable for tests of windows and expiry. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, Entry>();

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function put(key: string, entry: Entry) {
    if (entries.size >= SWEEP_AT && !entries.has(key)) {
      const time = now();
      for (const [k, e] of entries) if (e.expiresAt <= time) entries.delete(k);
    }
    entries.set(key, entry);
  }

  return {
    async increment(key, ttlMs) {
      const count = (live(key)?.count ?? 0) + 1;
      put(key, { count, expiresAt: now() + ttlMs });
      return count;
    },
    async hit(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetInMs: entry.expiresAt - now() };
      }
      put(key, { count: 1, expiresAt: now() + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async block(key, ms) {
      put(key, { count: 1, expiresAt: now() + ms });
    },
    async blockedFor(key) {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : 0;
    },
    async delete(...keys) {
      for (const key of keys) entries.delete(key);
    },
    async close() {},
  };
}
