// The filtered search's order over the talent index's slots (decision 078): the SQL strategies'
// order exactly (top-query.ts) — relevance: type group, matched terms, tie-break words, then
// profile_score DESC (NULL first), created_at DESC, id DESC; name, location and newest: the
// sort's keys (code-point order, as the database's C collation), then matched terms, tie-break
// words, id DESC — and the numbers a search refuses most candidates by before comparing in full.
import type { TalentIndex } from './talent-index.js';
import type { IndexOrder, IndexSearch } from './talent-index-search.js';

/** a < b in code-point order (UTF-16 code units order astral characters below U+E000-U+FFFF). */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** The search's order over two passing slots with their matched and tie-break counts. */
export function comparer(
  index: TalentIndex,
  search: IndexSearch,
): (a: number, am: number, ab: number, b: number, bm: number, bb: number) => number {
  const { ids, createdMicros, nameKey, locationKey, profileScore } = index;
  const tail = (a: number, am: number, ab: number, b: number, bm: number, bb: number) =>
    bm - am || bb - ab || ids[b]! - ids[a]!;
  switch (search.order) {
    case 'newest':
      return (a, am, ab, b, bm, bb) =>
        createdMicros[b]! - createdMicros[a]! || tail(a, am, ab, b, bm, bb);
    case 'name':
      return (a, am, ab, b, bm, bb) =>
        compareCodePoints(nameKey[a]!, nameKey[b]!) || tail(a, am, ab, b, bm, bb);
    case 'location':
      return (a, am, ab, b, bm, bb) => {
        const la = locationKey[a] ?? null;
        const lb = locationKey[b] ?? null;
        const byCity =
          la === lb ? 0 : la === null ? 1 : lb === null ? -1 : compareCodePoints(la, lb);
        return byCity || compareCodePoints(nameKey[a]!, nameKey[b]!) || tail(a, am, ab, b, bm, bb);
      };
    default: {
      const groups = search.groups;
      const groupOf = (slot: number) => groups!.indexOf(index.employmentType[slot] ?? null);
      return (a, am, ab, b, bm, bb) => {
        const byGroup = groups === undefined ? 0 : groupOf(a) - groupOf(b);
        if (byGroup !== 0) return byGroup;
        if (am !== bm) return bm - am;
        if (ab !== bb) return bb - ab;
        const sa = profileScore[a]!;
        const sb = profileScore[b]!;
        // profile_score DESC puts NULL (NaN) first.
        if (Number.isNaN(sa) !== Number.isNaN(sb)) return Number.isNaN(sa) ? -1 : 1;
        return (
          (Number.isNaN(sa) ? 0 : sb - sa) ||
          createdMicros[b]! - createdMicros[a]! ||
          ids[b]! - ids[a]!
        );
      };
    }
  }
}

/**
 * The sorted orders' first key per slot as a number, lower first (NaN: compare in full): newest —
 * the created time negated; name and location — their first code units (codePrefix).
 */
export function sortPrefix(index: TalentIndex, order: IndexOrder): Float64Array | null {
  if (order === 'name') return index.namePrefix;
  if (order === 'location') return index.locationPrefix;
  return order === 'newest' ? index.newestKey : null;
}

/** Relevance's first keys (type group, matched terms, tie-break words) as one number, lower first. */
export function relevanceKey(group: number, matched: number, bonus: number): number {
  return group * 65_536 - matched * 256 - bonus;
}
