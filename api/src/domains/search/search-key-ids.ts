import type { Db } from '../../db/db.js';

/**
 * The ids of search keys (migration 071), as the search statements match rows by them. An id
 * never changes once given, so every id read is kept for the life of the process; the
 * dictionary is read only for keys not seen yet (one primary-key lookup each, a round trip per
 * search that has any). A key without an id is held by no talent: it is looked up again next
 * time, so the write that first gives it to someone is seen by the next search.
 */
export class SearchKeyIds {
  private readonly known = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /** Makes the ids of `keys` known (those that have one). */
  async load(keys: Iterable<string>): Promise<void> {
    const missing = [...new Set(keys)].filter((key) => !this.known.has(key));
    if (missing.length === 0) return;
    const { rows } = await this.db.query<{ key: string; id: number }>(
      'SELECT key, id FROM search_key_ids WHERE key = ANY($1::text[])',
      [missing],
      'search-key-ids',
    );
    for (const row of rows) this.known.set(row.key, row.id);
  }

  /** The known ids of `keys` in their order; keys without one are left out (they match nobody). */
  ids(keys: readonly string[]): number[] {
    return keys.flatMap((key) => {
      const id = this.known.get(key);
      return id === undefined ? [] : [id];
    });
  }

  /** The id of one key, or 0 (no id is 0: matches nobody). */
  id(key: string): number {
    return this.known.get(key) ?? 0;
  }
}
