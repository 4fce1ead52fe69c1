// The search's cost model: from the catalog's counts (how many talents hold each key) and the
// number of talents, how a page of a search is best read — a GIN bitmap of the matches and a
// sort, or a probe of the ranking index in order and how far it may go, or a walk and where it
// jumps, and how a capped count is taken. Every function answers a question about cost only:
// whatever it answers, the statement returns the same rows (the strategies keep a fallback for
// a guess that turns out wrong). The constants live in tuning.ts with how they were measured.

import {
  BITMAP_BOUND,
  COUNT_CAP,
  MAX_COUNT_PROBE,
  MAX_FURTHER_ROWS,
  MAX_PROBE_ROWS,
  MAX_SORTED_PROBE,
  NAME_WALK_JUMP,
  NAME_WALK_LONG,
  PROBE_ROWS,
  SHORT_PROBE_EXPECTED,
} from './tuning.js';

/**
 * Whether a level reads its matches through the GIN index and sorts them, rather than probing
 * the ranking index first. Only sets of at most BITMAP_BOUND talents (an upper bound from the
 * catalog counts: the bitmap's cost stays bounded however the terms correlate), and only when
 * the probe (index-only since migration 065) is not expected to find 1.5 times the rows the page
 * needs within PROBE_ROWS entries. The expectation assumes terms independent: "figma, mysql,
 * dart" all three is ~10 talents at 100k, read from the GIN index at once instead of after a
 * probe of 2,000 entries in vain; a sparse city like "makassar" (4,000 at 100k) is probed
 * (~500 entries) instead of fetching 4,000 rows and sorting them (30 ms).
 */
export function bitmapFirst(
  m: number,
  sizes: readonly number[],
  want: number,
  talents: number | undefined,
): boolean {
  if (talents === undefined || talents <= 0) return atLeastBound(m, sizes) <= BITMAP_BOUND;
  const expected = expectedAtLeast(m, sizes, talents);
  if (atLeastBound(m, sizes) <= BITMAP_BOUND) return expected * (PROBE_ROWS / talents) < 1.5 * want;
  return false;
}

/**
 * How far a level's probe reads: PROBE_ROWS, doubled (up to MAX_PROBE_ROWS) while the terms'
 * expected density says it would find fewer than 1.5 times the rows the page needs, and only
 * when the longer probe is then expected to find them. The probe
 * stops as soon as the page is full, so a longer bound only costs when matches are rarer than
 * expected; a too short one costs the whole set: at 1M "react,node" page 5 found 80 of the 125
 * rows it needed in 2,000 entries, then fetched and sorted all 37,262 matches (225 ms).
 * Powers of two keep the number of statement shapes small.
 */
export function probeRows(
  m: number,
  sizes: readonly number[],
  want: number,
  talents: number | undefined,
): number {
  if (talents === undefined || talents <= 0) return PROBE_ROWS;
  const expected = expectedAtLeast(m, sizes, talents);
  // Few expected (terms taken as independent), yet a bound too large for the GIN read: the short
  // probe, then the GIN read. Terms that rarely meet ("adobe photoshop, rest api, mysql": ~45
  // expected at 100k, none found) probed 16,000 rows in vain (9 ms); terms that always meet
  // ("business intelligence analyst", a title) fill the page within the short probe, where the
  // GIN read would fetch and sort all 26,718 at 1M (77 ms).
  if (expected <= SHORT_PROBE_EXPECTED) return PROBE_ROWS;
  const share = expected / talents;
  let rows = PROBE_ROWS;
  while (rows < MAX_PROBE_ROWS && rows * share < 1.5 * want) rows *= 2;
  // Not expected to fill the page even then: the short probe, then the GIN read, as before
  // (a 16,000-entry probe in vain cost "rizki ramadan" 12 ms at 1M).
  return rows * share < 1.5 * want ? PROBE_ROWS : rows;
}

/**
 * How many more entries a relevance probe reads when it fell short of the page but found matches
 * densely enough (judged in the statement by what it found: terms taken as independent misjudge
 * skills of different roles) that reading on should fill it; otherwise the level's matches are
 * read through the GIN index and sorted, as before. At 1M "php, python, jest" sorted fulltime
 * page 5: the level-2 probe found 36 of 50 rows in 2,000 entries, then fetched and sorted the
 * level's 15,331 matches (50 ms); 2,000 more entries would have been enough.
 */
export function furtherProbeRows(rows: number): number {
  return Math.min(7 * rows, MAX_FURTHER_ROWS);
}

/**
 * How far a name, location or newest search probes its sort index. Matches cluster in those
 * orders (a first name sits at the end of each city's block of the location index), so density
 * alone misjudges: besides probeRows' length, the probe reads as far as reading every match and
 * sorting them would cost (~3.5 µs a match vs ~0.5 µs an entry), since that is what a miss costs
 * anyway. At 1M "wulan" by location: ~7,500 matches, 51-68 ms read and sorted; the first page
 * lies ~19,000 entries down (in Balikpapan's block).
 */
export function sortedProbeRows(
  sizes: readonly number[],
  want: number,
  talents: number | undefined,
): number {
  const rows = probeRows(1, sizes, want, talents);
  if (talents === undefined || talents <= 0) return rows;
  const worth = Math.min(MAX_SORTED_PROBE, 7 * expectedAtLeast(1, sizes, talents));
  let longer = rows;
  while (longer * 2 <= worth) longer *= 2;
  return longer;
}

/** Expected talents matching at least m terms if terms were independent (sum over m-subsets). */
export function expectedAtLeast(m: number, sizes: readonly number[], talents: number): number {
  let total = 0;
  const pick = (from: number, share: number, chosen: number) => {
    if (chosen === m) {
      total += share;
      return;
    }
    for (let i = from; i < sizes.length; i += 1)
      pick(i + 1, share * Math.min(1, sizes[i]! / talents), chosen + 1);
  };
  pick(0, 1, 0);
  return Math.min(1, total) * talents;
}

/** Upper bound of "matches at least m of the terms": over every m-subset, its smallest term. */
export function atLeastBound(m: number, sizes: readonly number[]): number {
  let total = 0;
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === m) {
      total += Math.min(...chosen.map((i) => sizes[i]!));
      return;
    }
    for (let i = from; i < sizes.length; i += 1) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return total;
}

/**
 * The step at which a short walk without a match jumps (a power of two), or undefined for none:
 * late enough that the names walked so far cost about what the jump's GIN read may cost
 * (matchBound / 32 names), so a walk whose matches start near the top never pays for the read;
 * none when that is past the walk, and none above NAME_WALK_LONG matches whatever the walk's
 * length: the read fetches every match from the heap ("rudi" by name at 1M: 16,486 matches,
 * 110 ms), where the long walk meets the first matching name in ~36 ms.
 */
export function nameWalkJump(matchBound: number, steps: number): number | undefined {
  if (matchBound > NAME_WALK_LONG) return undefined;
  let step = NAME_WALK_JUMP;
  while (step * 32 < matchBound) step *= 2;
  return step < steps ? step : undefined;
}

/**
 * Index entries a filtered capped count reads from the type's range before falling back to the
 * GIN AND of the keys and e:<type>, or null for the GIN AND at once. The GIN AND reads the whole
 * posting list of the type (a third of all talent: 14 ms of "java,spring" freelance's 22 ms at
 * 1M) plus the keys'; the range costs ~0.5 µs an entry and should find 1,001 matches within
 * 1.5 x 1,001 / density entries (density from the catalog bound, type taken as independent).
 * Chosen when cheaper by that estimate: at 1M for most filtered searches, at 100k rarely.
 */
export function countProbeRows(bound: number, talents: number): number | null {
  if (talents <= 0 || bound <= 0) return null;
  const entries = (1.5 * (COUNT_CAP + 1)) / Math.min(1, bound / talents);
  const ginUs = (Math.min(bound, talents) + talents / 3) * 0.03 + (COUNT_CAP + 1);
  if (entries > MAX_COUNT_PROBE || entries * 0.5 >= ginUs) return null;
  let rows = 2_048;
  while (rows < entries) rows *= 2;
  return rows;
}
