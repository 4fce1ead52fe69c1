// The plain list's totals (per employment-type filter) remembered per data generation: counting
// up to COUNT_CAP + 1 is the list page's one statement besides the page itself. Concurrent misses
// for one filter share one count.
import { SearchCache } from './search-cache.js';

export class ListTotals {
  private readonly totals = new SearchCache<{ generation: string; total: number }>({
    maxEntries: 8,
  });

  /** The total under `filter` as of `generation`, counted by `count` when not remembered. */
  async total(filter: string, generation: string, count: () => Promise<number>): Promise<number> {
    let hit = this.totals.get(filter);
    if (!hit || hit.generation !== generation) {
      hit = await this.totals.compute(filter, async () => ({ generation, total: await count() }));
    }
    return hit.total;
  }
}
