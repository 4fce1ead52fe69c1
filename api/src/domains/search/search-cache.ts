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

export interface SearchCacheOptions<V> {
  maxEntries?: number;
  /** Size of an entry (e.g. how many ids it holds) and the most the cache may hold in total. */
  weigh?: (value: V) => number;
  maxWeight?: number;
  /** Backstop only: entries are checked against the generation on every use. */
  maxAgeMs?: number;
}

export class SearchCache<V extends CachedValue> {
  private readonly entries = new Map<string, { value: V; storedAt: number; weight: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  private readonly maxEntries: number;
  private readonly weigh: (value: V) => number;
  private readonly maxWeight: number;
  private readonly maxAgeMs: number;
  private weight = 0;

  constructor(options: SearchCacheOptions<V> = {}) {
    this.maxEntries = options.maxEntries ?? 64;
    this.weigh = options.weigh ?? (() => 1);
    this.maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.storedAt > this.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    // Something bigger than the whole budget is not kept at all.
    if (weight > this.maxWeight) return;
    this.entries.set(key, { value, storedAt: Date.now(), weight });
    this.weight += weight;
    while (this.entries.size > this.maxEntries || this.weight > this.maxWeight) {
      this.delete(this.entries.keys().next().value as string);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
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

  /** Drops the entries `keep` answers false for. */
  retain(keep: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (!keep(entry.value)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
