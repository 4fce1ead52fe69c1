/**
 * Remembers ranked talent searches per database "search generation".
 *
 * Ranking a popular search ("react, node") means scoring tens of thousands of talents,
 * which costs far more than rendering one page of it. The database keeps a generation
 * number that every write to talents or skills bumps (migration 011); an entry is only
 * used while the generation it was computed under is still current, so a cached page is
 * never older than the last committed write, on this process or any other.
 * Concurrent misses for one key share a single computation.
 */
export interface CachedValue {
  generation: string;
}

export class SearchCache<V extends CachedValue> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries = 64,
    /** Backstop only: entries are checked against the generation on every use. */
    private readonly maxAgeMs = 10 * 60_000,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: Date.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** Computes and stores the value once even when many requests miss at the same time. */
  async compute(key: string, fn: () => Promise<V>): Promise<V> {
    const running = this.pending.get(key);
    if (running) return running;
    const promise = fn()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
