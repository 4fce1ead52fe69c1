// Many lookups of one kind answered by one statement, without ever answering from a statement
// that began before the lookup was asked. While MAX_IN_FLIGHT batches are out, new keys wait and
// go out together in the next batch, which starts when one of those ends. A lookup therefore
// sees every write committed before it was asked (the statement's snapshot is taken after), as
// a statement of its own would: exact across instances, not a cache. On a quiet server a lookup
// goes out at once, alone; under load one round trip serves many.

export type BatchLookup<K, V> = (keys: K[]) => Promise<Map<K, V>>;

interface Waiter<V> {
  resolve: (value: V | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Batches out at once. More than one: a batch whose database backend waits for a core does not
 * hold up every request behind it (with one, the company list fell to 0.78 of the bare baseline
 * in one of two runs on the loaded bench machine; BENCHMARKS.md, "Company and job reads"), and
 * the pool (10 connections) keeps room for everything else.
 */
export const MAX_IN_FLIGHT = 3;

/** `lookUp(key)`: the value `run` finds for the key (null: none), in a batch asked after it. */
export function coalescedLookups<K, V>(
  run: BatchLookup<K, V>,
  maxInFlight = MAX_IN_FLIGHT,
): (key: K) => Promise<V | null> {
  let waiting = new Map<K, Array<Waiter<V>>>();
  let inFlight = 0;

  const flush = (): void => {
    if (inFlight >= maxInFlight || waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    inFlight += 1;
    const settle = (each: (waiter: Waiter<V>, key: K) => void) => {
      inFlight -= 1;
      for (const [key, waiters] of batch) for (const waiter of waiters) each(waiter, key);
      // Keys asked while this batch ran go out now, in a statement that begins after them.
      flush();
    };
    // A throw from `run` rejects this batch's waiters like a failed statement would.
    new Promise<Map<K, V>>((resolve) => resolve(run([...batch.keys()]))).then(
      (found) => settle((waiter, key) => waiter.resolve(found.get(key) ?? null)),
      (error: unknown) => settle((waiter) => waiter.reject(error)),
    );
  };

  return (key) =>
    new Promise<V | null>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      flush();
    });
}

/** One value read the same way (a single row): concurrent reads share the next statement. */
export function coalescedRead<V>(
  run: () => Promise<V>,
  maxInFlight = MAX_IN_FLIGHT,
): () => Promise<V> {
  const lookUp = coalescedLookups(async () => new Map([[true, await run()]]), maxInFlight);
  return async () => (await lookUp(true))!;
}
