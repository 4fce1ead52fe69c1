// Per search (its keys, tie-break words, filter and sort): how far its first relevance branch
// (every term) alone filled the page last time. Why: several terms' overlap is known to no
// catalog count, and the workload repeats its popular searches: a lean statement then leaves the
// lower levels out. A memory gone stale costs a second statement (a short page runs again in
// full).
import { SearchCache } from './search-cache.js';
import { FIRST_FILL_ENTRIES } from './tuning.js';

interface CachedFill {
  generation: string;
  /** The largest page end (offset + limit) the search's first relevance branch filled alone. */
  want: number;
}

export class FirstFillMemo {
  private readonly fills = new SearchCache<CachedFill>({ maxEntries: FIRST_FILL_ENTRIES });

  /** The largest page end the first branch of search `key` filled alone (0: none known). */
  filledUpTo(key: string): number {
    return this.fills.get(key)?.want ?? 0;
  }

  /**
   * What a page ending at `want` showed of the first branch: it filled the page (`fills`), so
   * filled up to here; or a lean run that relied on it (`relied`) fell short, so no longer.
   */
  record(key: string, want: number, fills: boolean, relied: boolean): void {
    const known = this.filledUpTo(key);
    if (fills && want > known) this.fills.set(key, { generation: '', want });
    else if (!fills && relied) this.fills.set(key, { generation: '', want: 0 });
  }
}
