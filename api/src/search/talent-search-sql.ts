import { createHash } from 'node:crypto';
import { GENERIC_PLAN_PREFIX } from '../db/db.js';
import type { SearchTerm } from '../skills/parse-search.js';
import { typoVariants } from '../skills/typo-distance.js';
import { LIST_ORDER, SEARCH_ORDER, type TalentSort } from './talent-sorts.js';

/**
 * SQL of the talent list and search. Every value travels as a bind parameter; the only
 * text spliced into statements comes from the fixed tables in talent-sorts.ts.
 */

export type SqlParams = unknown[];

/** A statement; `name` (fixed SQL text only) lets a PostgreSQL server reuse its plan. */
export interface Statement {
  sql: string;
  params: SqlParams;
  name?: string;
}

/** Terms shorter than this only match skills exactly: "go" is not a prefix of every name. */
export const MIN_TEXT_TERM = 2;

/** Escapes LIKE wildcards so "%" and "_" typed by a user match themselves. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Catalog skills that may match each term: exact, alias, infix, trigram-similar (whole name or
 * one of its words) or one deleted/swapped letter away. expandTerms() then decides which count.
 */
export function catalogCandidatesQuery(terms: readonly SearchTerm[]): Statement {
  const variantIndex: number[] = [];
  const variantKey: string[] = [];
  terms.forEach((term, i) => {
    for (const key of typoVariants(term.text)) {
      variantIndex.push(i + 1);
      variantKey.push(key);
    }
  });
  const sql = `
    WITH q AS (
      SELECT term, canon, pattern, guess, idx::int AS idx
      FROM unnest($1::text[], $2::text[], $3::text[], $6::text[]) WITH ORDINALITY AS q(term, canon, pattern, guess, idx)
    ), hits AS (
      SELECT q.idx, c.skill_key FROM q JOIN skill_catalog c
        ON c.skill_key = q.term OR c.skill_key = q.canon OR c.skill_key = q.guess
        OR (char_length(q.term) >= 2 AND c.skill_key LIKE q.pattern ESCAPE '\\')
        OR (char_length(q.term) >= 4 AND (c.skill_key % q.term OR q.term <% c.skill_key))
      UNION
      SELECT v.idx, c.skill_key FROM unnest($4::int[], $5::text[]) AS v(idx, key)
        JOIN skill_catalog c ON c.skill_key = v.key
    )
    SELECT h.idx - 1 AS "termIndex", c.skill_key AS "skillKey", c.skill_name AS "skillName",
           c.talent_count AS "talentCount", similarity(c.skill_key, q.term)::float8 AS similarity
    FROM hits h JOIN skill_catalog c ON c.skill_key = h.skill_key JOIN q ON q.idx = h.idx
    WHERE c.talent_count > 0`;
  return {
    sql,
    params: [
      terms.map((t) => t.text),
      terms.map((t) => t.canonical ?? t.text),
      terms.map((t) => likeContains(t.text)),
      variantIndex,
      variantKey,
      terms.map((t) => t.guess ?? t.text),
    ],
  };
}

/**
 * A searched term: `keys` any of which counts as a hit on the term, and their ids (migration
 * 071; a key no talent ever held has none and is left out). Rows are matched by the ids; the
 * keys serve the catalog counts and the pair gates.
 */
export interface TermKeys {
  keys: string[];
  ids: number[];
}

/** Counts stop here: beyond it the API answers "1,000+" (`totalCapped`), as job boards do. */
export const COUNT_CAP = 1_000;

/** Name, title and city words that may match each term: exact, local name/variant, prefix, trigram-close. */
export function tokenCandidatesQuery(terms: readonly string[]): Statement {
  const sql = `
    WITH q AS (
      SELECT term, pattern, idx::int AS idx
      FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(term, pattern, idx)
    ), hits AS (
      SELECT q.idx, s.kind, s.word, true AS exact
        FROM q JOIN search_tokens s ON s.kind IN ('n', 't', 'c') AND s.word = q.term
      UNION ALL
      SELECT q.idx, s.kind, s.word, true
        FROM q JOIN search_word_variants v ON v.variant = q.term
        JOIN search_tokens s ON s.kind = v.kind AND s.word = v.canonical
      UNION ALL
      SELECT q.idx, s.kind, s.word, false
        FROM q JOIN search_tokens s ON char_length(q.term) >= 3 AND s.word LIKE q.pattern ESCAPE '\\'
      UNION ALL
      SELECT q.idx, s.kind, s.word, false
        FROM q JOIN search_tokens s ON char_length(q.term) >= 4 AND s.word % q.term
    )
    SELECT h.idx - 1 AS "termIndex", h.kind, h.word, bool_or(h.exact) AS exact,
           max(s.talent_count)::int AS "talentCount"
    FROM hits h JOIN search_tokens s ON s.kind = h.kind AND s.word = h.word
    WHERE s.talent_count > 0
    GROUP BY h.idx, h.kind, h.word`;
  return {
    sql,
    params: [terms, terms.map((t) => `${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
  };
}

const RANK_ORDER = 't.profile_score DESC, t.created_at DESC, t.id_user DESC';
/** The same order in a form no index provides: the planner then reads matches from the GIN index. */
const RANK_ORDER_UNINDEXED = '(t.profile_score + 0) DESC, t.created_at DESC, t.id_user DESC';
/** Up to this many candidate rows a GIN bitmap plus a sort beats an ordered scan that filters. */
export const BITMAP_BOUND = 5_000;
/**
 * Rows an ordered scan may read before giving up on a branch: the first page-full of matches in
 * index order is the answer when it is found within them; otherwise the matches are few (under
 * want / PROBE_ROWS of all talent) and are read through the GIN index and sorted instead.
 * This bounds the work whatever the planner believes about correlated or rare sets
 * ("figma" AND "node.js" almost never meet; "rudi" sorted by name sits far down the name index).
 */
export const PROBE_ROWS = 2_000;

/** SEARCH_ORDER's sorts in forms no index provides (same order; NULLs stay NULL). */
const UNINDEXED_SEARCH_ORDER: Readonly<Partial<Record<TalentSort, string>>> = {
  newest: "(t.created_at + interval '0 s') DESC",
  name: "lower(t.full_name || '')",
  location: "lower(t.domicile || ''), lower(t.full_name)",
};
/**
 * The sort keys of name, location and newest searches, as their indexes hold them. Within equal
 * keys a sorted search orders by relevance: more matched terms, more generic title words, then
 * the newest account (highest id) — the same in the probe, the city walk and the full read.
 */
const SORT_KEYS: Readonly<
  Partial<Record<TalentSort, ReadonlyArray<{ expr: string; desc?: boolean; nullable?: boolean }>>>
> = {
  newest: [{ expr: 't.created_at', desc: true }],
  name: [{ expr: 'lower(t.full_name)' }],
  location: [{ expr: 'lower(t.domicile)', nullable: true }, { expr: 'lower(t.full_name)' }],
};
/** Sorted searches (name, city, newest) are correlated with name and city words: a wider bound. */
export const SORTED_BITMAP_BOUND = 30_000;

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
function bitmapFirst(
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

/** Levels expected (terms independent) to hold at most this many talents get the short probe. */
export const SHORT_PROBE_EXPECTED = 1_000;

/** The most index entries a deep page's probe reads (index-only since 065: a few ms at most). */
export const MAX_PROBE_ROWS = 16_000;

/**
 * How far a level's probe reads: PROBE_ROWS, doubled (up to MAX_PROBE_ROWS) while the terms'
 * expected density says it would find fewer than 1.5 times the rows the page needs, and only
 * when the longer probe is then expected to find them. The probe
 * stops as soon as the page is full, so a longer bound only costs when matches are rarer than
 * expected; a too short one costs the whole set: at 1M "react,node" page 5 found 80 of the 125
 * rows it needed in 2,000 entries, then fetched and sorted all 37,262 matches (225 ms).
 * Powers of two keep the number of statement shapes small.
 */
function probeRows(
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

/** The most index entries a relevance probe reads on after falling short (see furtherProbeRows). */
export const MAX_FURTHER_ROWS = 28_000;

/**
 * How many more entries a relevance probe reads when it fell short of the page but found matches
 * densely enough (judged in the statement by what it found: terms taken as independent misjudge
 * skills of different roles) that reading on should fill it; otherwise the level's matches are
 * read through the GIN index and sorted, as before. At 1M "php, python, jest" sorted fulltime
 * page 5: the level-2 probe found 36 of 50 rows in 2,000 entries, then fetched and sorted the
 * level's 15,331 matches (50 ms); 2,000 more entries would have been enough.
 */
function furtherProbeRows(rows: number): number {
  return Math.min(7 * rows, MAX_FURTHER_ROWS);
}

/** The most index entries a sorted search's probe reads (index-only: ~0.5 µs each). */
export const MAX_SORTED_PROBE = 32_768;

/**
 * How far a name, location or newest search probes its sort index. Matches cluster in those
 * orders (a first name sits at the end of each city's block of the location index), so density
 * alone misjudges: besides probeRows' length, the probe reads as far as reading every match and
 * sorting them would cost (~3.5 µs a match vs ~0.5 µs an entry), since that is what a miss costs
 * anyway. At 1M "wulan" by location: ~7,500 matches, 51-68 ms read and sorted; the first page
 * lies ~19,000 entries down (in Balikpapan's block).
 */
function sortedProbeRows(
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
function expectedAtLeast(m: number, sizes: readonly number[], talents: number): number {
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
function atLeastBound(m: number, sizes: readonly number[]): number {
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

/** Which terms a talent matches, as an integer expression over $1..$k (one key array per term). */
function matchedExpr(k: number): string {
  return Array.from({ length: k }, (_, i) => `(t.search_ids && $${i + 1}::int4[])::int`).join(
    ' + ',
  );
}

/** "Matches at least m of the k terms" in a form the GIN index answers (OR of ANDs of overlaps). */
function atLeast(m: number, k: number, allParam: number): string {
  if (m === 1) return `t.search_ids && $${allParam}::int4[]`;
  const clauses: string[] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === m) {
      clauses.push(`(${chosen.map((i) => `t.search_ids && $${i + 1}::int4[]`).join(' AND ')})`);
      return;
    }
    for (let i = from; i < k; i += 1) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return clauses.length === 1 ? clauses[0]! : `(${clauses.join(' OR ')})`;
}

/**
 * Cities (distinct lower(domicile)) the city walk visits at most. Beyond that the domiciles are
 * too varied for one index descent per city to pay, and the search reads as before.
 */
export const CITY_WALK_STEPS = 200;

/** Whether every key of every term is a city word (`c:`): the whole search is "talents in these cities". */
export function onlyCityKeys(terms: readonly TermKeys[]): boolean {
  return terms.every((t) => t.keys.length > 0 && t.keys.every((key) => key.startsWith('c:')));
}

/**
 * `cities` and `walked` CTEs for a location-sorted search of city words only. A city's keys
 * (`c:` words of the domicile) are the same for every talent living there, so one row per
 * distinct city, read by one descent of talents_location_idx each (a loose index scan), tells
 * whether that city's talents match (`hit`); their matches are then read straight from the
 * city's place in the location order instead of from the top of it (at 1M, "yogyakarta" sorted
 * by location started 75,000 rows below the top: the probe found nothing and all 75,365
 * matches were fetched and sorted, ~300 ms). `walked.complete` is false when the walk stopped
 * at CITY_WALK_STEPS cities: the caller then searches as without the walk.
 */
function cityWalk(allParam: number): string {
  return `cities AS (
      (SELECT lower(t.domicile) AS city, t.search_ids && $${allParam}::int4[] AS hit, 1 AS step
       FROM talents t WHERE lower(t.domicile) IS NOT NULL ORDER BY lower(t.domicile) LIMIT 1)
      UNION ALL
      SELECT nx.city, nx.hit, c.step + 1 FROM cities c CROSS JOIN LATERAL (
        SELECT lower(t.domicile) AS city, t.search_ids && $${allParam}::int4[] AS hit
        FROM talents t WHERE lower(t.domicile) > c.city ORDER BY lower(t.domicile) LIMIT 1) nx
      WHERE c.step <= ${CITY_WALK_STEPS}
    ), walked AS (SELECT count(*) <= ${CITY_WALK_STEPS} AS complete FROM cities)`;
}

/**
 * Distinct names (lower(full_name)) the name walk visits at most: ~8 µs each at 1M (one index-only
 * descent). Names deep in the alphabet ("zahra" alone sorted by name) are past it and read as
 * before.
 */
export const NAME_WALK_STEPS = 200;
/**
 * The name walk's length when the matches are many: reading and sorting them costs ~3.5 µs each
 * (heap and sort), the walk ~8 µs a name, so from 3 x 4,096 matches a walk of every distinct name
 * (~2,900 in the bulk data) is cheaper even when it must go to the end ("rudi" by name at 1M:
 * ~15,000 matches, 58 ms read and sorted; reached after ~2,100 names).
 */
export const NAME_WALK_LONG = 4_096;

/**
 * A short name walk that has met no match after this many names (at least; see nameWalkJump)
 * jumps to the first matching name, read through the GIN index (all matches fetched, no sort:
 * ~0.6 us a match vs ~3.5-8 us a walked name). Names before it hold no match, so the walk's
 * answer is the same. At 100k "rudi" by name matches from the 2,330th name of 2,881 on: the walk
 * read 200 names in vain, the probe 2,000 entries, then every match was fetched and sorted.
 */
export const NAME_WALK_JUMP = 64;

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

/** Whether every key of every term is a name word (`n:`): matching depends on the name alone. */
export function onlyNameKeys(terms: readonly TermKeys[]): boolean {
  return terms.every((t) => t.keys.length > 0 && t.keys.every((key) => key.startsWith('n:')));
}

/**
 * `names` and `walked` CTEs for a name-sorted search of name words only. A talent's `n:` keys
 * are the words of the name, so every talent with the same lower(full_name) matches alike: the
 * walk visits distinct names in name order (a loose scan of talents_name_ids_idx, one descent
 * each), and for each matching one counts its talents (under the filter, up to the page), until
 * the page is full. Matches of common name words cluster in name order, where no probe finds
 * them: at 1M "Fitri Santoso" sorted by name found no match in the first 4,000 names (all
 * "Aditya ...") and fetched and sorted all 36,721 (140 ms); the walk reaches "Aditya Santoso"
 * after ~30 names. `walked.complete` is false when NAME_WALK_STEPS names did not fill the page:
 * the caller then searches as without the walk.
 */
function nameWalk(
  allParam: number,
  wantParam: number,
  keyFilter: string,
  steps: number,
  jump: number | undefined,
): string {
  const count = (row: string) => `CASE WHEN ${row}.hit THEN (SELECT count(*) FROM (
        SELECT FROM talents t WHERE lower(t.full_name) = ${row}.name${keyFilter}
        LIMIT $${wantParam}) c) ELSE 0 END`;
  // The first matching name (under the filter), read only when the walk jumps (an InitPlan,
  // evaluated at its first use). The unindexed min keeps it on the GIN index: min(lower(...))
  // would become a walk of the name index until the first match.
  const from =
    jump === undefined
      ? ''
      : ` AND lower(t.full_name) >= CASE WHEN n.step = ${jump} AND n.found = 0 THEN (
        SELECT min(lower(t.full_name || '')) FROM talents t
        WHERE t.search_ids && $${allParam}::int4[]${keyFilter}) ELSE '' END`;
  const next = (after: string) => `SELECT lower(t.full_name) AS name,
        coalesce(t.search_ids && $${allParam}::int4[], false) AS hit
      FROM talents t${after} ORDER BY lower(t.full_name) LIMIT 1`;
  return `names AS (
      SELECT f.name, f.hit, 1 AS step, ${count('f')} AS found
      FROM (${next('')}) f
      UNION ALL
      SELECT nx.name, nx.hit, n.step + 1, n.found + ${count('nx')}
      FROM names n CROSS JOIN LATERAL (${next(` WHERE lower(t.full_name) > n.name${from}`)}) nx
      WHERE n.step <= ${steps} AND n.found < $${wantParam}
    ), walked AS (
      SELECT max(found) >= $${wantParam} OR count(*) <= ${steps} AS complete FROM names)`;
}

/** Employment-type groups in page order for the freelance / fulltime sorts (null = not given). */
const TYPE_GROUPS: Readonly<Record<'freelance' | 'fulltime', ReadonlyArray<string | null>>> = {
  freelance: ['freelance', 'full time', null],
  fulltime: ['full time', 'freelance', null],
};

export interface TopOptions {
  terms: readonly TermKeys[];
  /**
   * Upper bound of how many talents hold any key of each term (catalog counts). Small sets are
   * read through the GIN index and sorted; only large ones in tie-break index order, where a
   * page fills after a few rows (an ordered scan over a rare or correlated set would read most
   * of the table before finding a page: "rudi" sorted by name, "figma" AND "node.js").
   */
  sizes?: readonly number[];
  /** Talents in all (estimate): how dense a set is, so whether a probe is likely to fill the page. */
  talents?: number;
  /**
   * At least how many talents match each term, as far as the catalog counts know (the count of
   * its most held key): what a lean statement relies on.
   */
  floors?: readonly number[];
  /** Tie-breaking terms (generic title words): more of them first within a match level. */
  bonus?: readonly TermKeys[];
  employmentType: string | undefined;
  /** The id of e:<employmentType> (0 when no talent ever held it: matches nobody). */
  employmentTypeId?: number;
  sort: TalentSort | undefined;
  /** How many ids from the top: offset + limit of the page. */
  want: number;
  offset: number;
  /**
   * May leave out of the statement what the catalog counts say this page will not reach (see
   * LEAN_MARGIN); the answer then says `partial`, and a page it leaves short must be run again
   * without leaving anything out.
   */
  lean?: boolean;
  /**
   * Relevance: the first branch alone (every term, every tie-break word, the first type group)
   * gave a full page of this size when this search last ran. A lean statement then keeps only it.
   */
  firstBranchFilled?: boolean;
}

/**
 * The match_count and employment type (undefined: any) of the rows of a relevance search's
 * first branch: a full page whose last row has them was filled by that branch alone.
 */
export function firstBranchRows(
  options: Pick<TopOptions, 'terms' | 'bonus' | 'employmentType' | 'sort'>,
): { matchCount: number; employmentType: string | null | undefined } {
  const { employmentType, sort } = options;
  return {
    matchCount: options.terms.length + (options.bonus ?? []).length,
    employmentType:
      employmentType ??
      (sort === 'freelance' || sort === 'fulltime' ? TYPE_GROUPS[sort][0] : undefined),
  };
}

/**
 * A lean statement leaves a part out only when the catalog counts expect at least this many
 * times the rows the page needs before it. The counts may be a second old and a share is a
 * guess: a wrong guess costs a second statement, never an answer.
 */
export const LEAN_MARGIN = 3;

/**
 * The smallest share of all talent an employment type is taken to hold when a lean statement
 * judges how many matches a filter keeps (the bulk data: a third freelance, two thirds full time).
 */
const LEAN_TYPE_SHARE = 1 / 3;

/**
 * The first `want` ids of a search, best first, each with how many terms it matched.
 *
 * Relevance: one branch per "matched exactly m terms" level (m = k..1), each read in the
 * tie-break order (complete profiles, then newest) with its own LIMIT, chained with UNION ALL
 * under one LIMIT: PostgreSQL runs the branches in order and stops as soon as the page is
 * full, so the work follows the page, not the number of matches. Each branch is either an
 * ordered index scan that filters a few rows (common terms) or a GIN bitmap of a few rows
 * (rare terms), whichever the planner finds cheaper. freelance / fulltime sorts add one set of
 * branches per employment-type group. Other sorts read their own index in order and break
 * ties by match count.
 */
export function topQuery(
  options: TopOptions,
): Statement & { appliesOffset: boolean; partial: boolean } {
  const { terms, employmentType, sort, want } = options;
  const bonus = options.bonus ?? [];
  const sizes = options.sizes ?? terms.map(() => Number.MAX_SAFE_INTEGER);
  const k = terms.length;
  const primary = SEARCH_ORDER[sort ?? 'relevance'];
  const sortKeys = sort === undefined ? undefined : SORT_KEYS[sort];
  const sorted = primary !== null && sortKeys !== undefined;
  const groups: ReadonlyArray<string | null | undefined> =
    employmentType !== undefined
      ? [employmentType]
      : sort === 'freelance' || sort === 'fulltime'
        ? TYPE_GROUPS[sort]
        : [undefined];
  const talents = options.talents ?? 0;
  // Matches of any term, at least (the best held key), under the first type group's share.
  const floor =
    options.lean === true && talents > 0 && options.floors !== undefined
      ? Math.max(0, ...options.floors) * (groups[0] === undefined ? 1 : LEAN_TYPE_SHARE)
      : 0;
  // freelance / fulltime: only the first type group's branches (every level) when that group
  // alone fills the page; the groups after it are never read then, yet each costs its executor
  // set-up on every run. Levels stay: how often several terms meet is not known here (terms of
  // different roles rarely do), and the lower levels are what a short first level falls to.
  const firstGroupOnly = !sorted && groups.length > 1 && floor >= LEAN_MARGIN * want;
  // Relevance, learned: the first branch filled this page last time, so the branches after it
  // are left out (a short page runs again in full).
  const firstBranchOnly = options.lean === true && !sorted && options.firstBranchFilled === true;
  // Sorted: no GIN read of every match when the probe of the sort index is expected to fill the
  // page (it runs only when the probe falls short). Name and city walks keep it: those matches
  // cluster in the sort order, where density says little.
  const walks =
    (sort === 'location' && onlyCityKeys(terms)) || (sort === 'name' && onlyNameKeys(terms));
  const probeOnly =
    sorted &&
    !walks &&
    (floor * sortedProbeRows(sizes, want, options.talents)) / Math.max(1, talents) >=
      LEAN_MARGIN * want;
  const params: SqlParams = terms.map((t) => t.ids);
  const bonusParams = bonus.map((b) => {
    params.push(b.ids);
    return params.length;
  });
  const bonusExpr = bonusParams.length
    ? bonusParams.map((i) => `(t.search_ids && $${i}::int4[])::int`).join(' + ')
    : '0';
  // One term: its own array is "any term" (every parameter must appear in the statement).
  // The first relevance branch alone reads only the terms' own arrays.
  let allParam = 1;
  if (k > 1 && !firstBranchOnly) allParam = params.push([...new Set(terms.flatMap((t) => t.ids))]);
  params.push(want);
  const wantParam = params.length;
  const typeFilter = (value: string | null | undefined): string => {
    if (value === undefined) return '';
    if (value === null) return ' AND t.employment_type IS NULL';
    params.push(value);
    return ` AND t.employment_type = $${params.length}`;
  };
  if (sorted) {
    // The type as a column filter serves the walks and the full read only; a probe-only
    // statement has neither, and every parameter must appear: pushed where first written.
    let filterText: string | undefined;
    const filter = () => (filterText ??= typeFilter(employmentType));
    // The same filter as a search key (e:<type>, migration 061, by its id): the probe, the walks'
    // counts and the edge run then stay index-only. Written so that no plan takes it to the GIN
    // index.
    const probeFilter =
      employmentType === undefined
        ? ''
        : ` AND $${params.push(options.employmentTypeId ?? 0)}::int4 = ANY(t.search_ids)`;
    const scores = `(${matchedExpr(k)}) AS matched, (${bonusExpr}) AS bonus,
        (${matchedExpr(k)}) + (${bonusExpr}) AS match_count`;
    const tieBreak = 'matched DESC, bonus DESC, t.id_user DESC';
    const walk = sort === 'location' && bonusParams.length === 0 && onlyCityKeys(terms);
    const byName = sort === 'name' && bonusParams.length === 0 && onlyNameKeys(terms);
    const matchBound = sizes.reduce((sum, size) => sum + size, 0);
    const nameSteps = matchBound >= 3 * NAME_WALK_LONG ? NAME_WALK_LONG : NAME_WALK_STEPS;
    // With a walk, the probe and the full read run only when the walk was cut short.
    const walkGate = walk || byName ? ' AND NOT (SELECT complete FROM walked)' : '';
    // After a name walk cut short, the probe starts at the first walked name that matches
    // (every talent of a name matches alike): names before it hold no match, and re-reading
    // them spent the probe ("rudi" freelance by name at 100k: 8,000 entries of the first 200
    // names read in vain, then every match fetched and sorted anyway). When no walked name
    // matched, the matches do not cluster near the top of the order: the probe reads past the
    // walk only as far as their density says (probeRows), not as far as a miss would cost.
    const probeLength = sortedProbeRows(sizes, want, options.talents);
    const probeStart = byName
      ? ' AND lower(t.full_name) >= (SELECT coalesce(min(n.name) FILTER (WHERE n.hit), max(n.name)) FROM names n)'
      : '';
    const shortLength = probeRows(1, sizes, want, options.talents);
    const probeLimit =
      byName && shortLength < probeLength
        ? `CASE WHEN (SELECT bool_or(n.hit) FROM names n) THEN ${probeLength} ELSE ${shortLength} END`
        : `${probeLength}`;
    const keyCols = sortKeys.map((key, i) => `${key.expr} AS k${i + 1}`).join(', ');
    const keyNames = sortKeys.map((_, i) => `k${i + 1}`).join(', ');
    const keyOrder = sortKeys.map((key, i) => `k${i + 1}${key.desc ? ' DESC' : ''}`).join(', ');
    // The probe's last row in sort order (DESC puts NULLs first: the exact reverse of ASC).
    const keyReverse = sortKeys.map((key, i) => `k${i + 1}${key.desc ? '' : ' DESC'}`).join(', ');
    const sameAsEdge = sortKeys
      .map((_, i) => `p.k${i + 1} IS NOT DISTINCT FROM e.k${i + 1}`)
      .join(' AND ');
    /** Every match whose sort keys equal the edge's, read by the sort's index (NULL keys apart). */
    const edgeRun = (nullFirst: boolean) => {
      const conditions = sortKeys.map((key, i) =>
        nullFirst && i === 0
          ? `(SELECT k1 FROM edge) IS NULL AND ${key.expr} IS NULL`
          : `${key.expr} = (SELECT k${i + 1} FROM edge)`,
      );
      // The match is no GIN condition: a generic plan would AND the posting list of every key
      // (247,000 rows for "react" at 1M, 30 ms) with the few rows of the run.
      return `SELECT t.id_user, ${keyCols}, ${scores} FROM talents t
          WHERE ${conditions.join(' AND ')}
            AND coalesce(t.search_ids && $${allParam}::int4[], false)${probeFilter}`;
    };
    const sql = `
      WITH ${walk ? `RECURSIVE ${cityWalk(allParam)},` : ''}${
        byName
          ? `RECURSIVE ${nameWalk(allParam, wantParam, probeFilter, nameSteps, nameWalkJump(matchBound, nameSteps))},`
          : ''
      } probe AS (
        SELECT t.id_user, ${keyNames}, ${scores}
        FROM (SELECT t.id_user, ${keyCols}, t.search_ids FROM talents t
              WHERE true${probeFilter}${walkGate}${probeStart} ORDER BY ${primary}
              LIMIT ${probeLimit}) t
        WHERE t.search_ids && $${allParam}::int4[] LIMIT $${wantParam}
      ), edge AS (SELECT ${keyNames} FROM probe ORDER BY ${keyReverse} LIMIT 1)
      ${
        walk
          ? `SELECT id_user, match_count FROM (
        SELECT m.id_user, m.match_count FROM cities c CROSS JOIN LATERAL (
          SELECT t.id_user, t.full_name, ${scores} FROM talents t
          WHERE lower(t.domicile) = c.city${filter()}
            -- Not a GIN condition: the city's place in the location index is the access path
            -- (a generic plan would AND the GIN bitmap of the whole city and sort it).
            AND coalesce(t.search_ids && $${allParam}::int4[], false)
          ORDER BY lower(t.full_name), ${tieBreak} LIMIT $${wantParam}) m
        WHERE c.hit AND (SELECT complete FROM walked)
        ORDER BY c.city, lower(m.full_name), m.matched DESC, m.bonus DESC, m.id_user DESC
        LIMIT $${wantParam}
      ) walk
      UNION ALL`
          : ''
      }${
        byName
          ? `SELECT id_user, match_count FROM (
        SELECT m.id_user, m.match_count FROM names n CROSS JOIN LATERAL (
          SELECT t.id_user, ${scores} FROM talents t
          WHERE lower(t.full_name) = n.name${probeFilter}
            AND coalesce(t.search_ids && $${allParam}::int4[], false)
          ORDER BY ${tieBreak} LIMIT $${wantParam}) m
        WHERE n.hit AND (SELECT complete FROM walked)
        ORDER BY n.name, m.matched DESC, m.bonus DESC, m.id_user DESC
        LIMIT $${wantParam}
      ) walk
      UNION ALL`
          : ''
      }
      SELECT id_user, match_count FROM (
        SELECT id_user, match_count FROM (
          -- The probe holds every match sorted before its last row; the run of matches sharing
          -- that row's sort keys is read whole (the probe may have cut it in index order, which
          -- is ascending id, not the tie-break), so the page is the exact top of the full order.
          SELECT p.id_user, ${keyNames}, p.matched, p.bonus, p.match_count FROM probe p
          WHERE NOT EXISTS (SELECT FROM edge e WHERE ${sameAsEdge})
          UNION ALL
          ${edgeRun(false)}
          ${sortKeys[0]!.nullable ? `UNION ALL\n          ${edgeRun(true)}` : ''}
        ) run
        WHERE (SELECT count(*) FROM probe) >= $${wantParam}
        ORDER BY ${keyOrder}, matched DESC, bonus DESC, id_user DESC
        LIMIT $${wantParam}
      ) found${
        probeOnly
          ? ''
          : `
      UNION ALL
      SELECT id_user, match_count FROM (
        SELECT t.id_user, ${scores} FROM talents t
        WHERE t.search_ids && $${allParam}::int4[]${filter()} AND (SELECT count(*) FROM probe) < $${wantParam}${walkGate}
        ORDER BY ${UNINDEXED_SEARCH_ORDER[sort!] ?? primary}, ${tieBreak} LIMIT $${wantParam}
      ) rest`
      }`;
    return { sql, params, appliesOffset: false, partial: probeOnly };
  }
  const pairGate = levelGates(terms, params);
  const branches: string[] = [];
  for (const group of firstGroupOnly || firstBranchOnly ? groups.slice(0, 1) : groups) {
    const filter = typeFilter(group);
    for (let m = k; m >= (firstBranchOnly ? k : 1); m -= 1) {
      // Nothing under the level runs when no talent can hold m of the terms (an InitPlan).
      const gate = pairGate(m);
      const exactly = m === k ? '' : ` AND (${matchedExpr(k)}) = ${m}`;
      for (let g = bonusParams.length; g >= (firstBranchOnly ? bonusParams.length : 0); g -= 1) {
        const withBonus =
          bonusParams.length === 0
            ? ''
            : g === bonusParams.length
              ? bonusParams.map((i) => ` AND t.search_ids && $${i}::int4[]`).join('')
              : ` AND (${bonusExpr}) = ${g}`;
        const where = `${atLeast(m, k, allParam)}${exactly}${withBonus}`;
        // The probe filters rows it already holds (no index to serve): "exactly m" alone is the
        // same condition in k overlaps per row, where the GIN form adds up to C(k, m) x m more
        // ("html, redis, data analysis" level 2 at 1M: 16,000 rows, 33 ms of filtering).
        const probeWhere = m === k ? where : `(${matchedExpr(k)}) = ${m}${withBonus}`;
        const bitmap = (extra: string) => `SELECT t.id_user, ${m + g} AS match_count FROM talents t
          WHERE ${where}${gate}${filter}${extra} ORDER BY ${RANK_ORDER_UNINDEXED} LIMIT $${wantParam}`;
        if (bitmapFirst(m, sizes, want, options.talents)) {
          branches.push(`(${bitmap('')})`);
          continue;
        }
        const rows = probeRows(m, sizes, want, options.talents);
        const further = furtherProbeRows(rows);
        const found = '(SELECT count(*) FROM probe)';
        const both = `(${found} + (SELECT count(*) FROM further))`;
        branches.push(`(WITH probe AS (
            SELECT t.id_user FROM (SELECT t.id_user, t.search_ids FROM talents t
              WHERE true${gate}${filter} ORDER BY ${RANK_ORDER} LIMIT ${rows}) t
            WHERE ${probeWhere} LIMIT $${wantParam}
          ), further AS (
            -- Only when the probe fell short, yet found matches densely enough that reading on
            -- is expected to fill the page: the next entries of the same index, same filter.
            SELECT t.id_user FROM (SELECT t.id_user, t.search_ids FROM talents t
              WHERE true${gate}${filter} ORDER BY ${RANK_ORDER}
              LIMIT ${further} OFFSET ${rows}) t
            WHERE ${probeWhere} AND ${found} < $${wantParam}
              AND ${found} * ${further} >= ${(1.5 * rows).toFixed(0)} * ($${wantParam} - ${found})
            LIMIT $${wantParam}
          )
          SELECT id_user, ${m + g} AS match_count FROM probe
          WHERE ${both} >= $${wantParam}
          UNION ALL
          SELECT id_user, ${m + g} AS match_count FROM further
          WHERE ${both} >= $${wantParam}
          UNION ALL
          (${bitmap(` AND ${both} < $${wantParam}`)}))`);
      }
    }
  }
  const sql = `SELECT id_user, match_count FROM (${branches.join('\n UNION ALL ')}) ranked LIMIT $${wantParam}`;
  return { sql, params, appliesOffset: false, partial: firstGroupOnly || firstBranchOnly };
}

/**
 * Per match level m >= 2, a condition (" AND ...", or "" when it cannot rule anything out) that
 * is false when no talent can hold m of the terms: holding m terms means holding a key of each
 * of them, so every two of those terms must meet in some talent. Two terms of skill and job-title
 * keys only meet when a pair of their keys is held together (search_skill_pairs, migrations 068
 * and 069, read live in the statement, one primary-key lookup per pair); other terms (names,
 * cities) and terms sharing a key are taken as meeting. Terms that never meet ("html, redis, data analysis"
 * at 1M) then skip the level's probe and GIN AND altogether.
 */
function levelGates(terms: readonly TermKeys[], params: SqlParams): (m: number) => string {
  const k = terms.length;
  const edge = new Map<string, string>();
  for (let i = 0; i < k; i += 1)
    for (let j = i + 1; j < k; j += 1) {
      const ki = terms[i]!.keys;
      const kj = terms[j]!.keys;
      const paired = [...ki, ...kj].every((key) => key.startsWith('s:') || key.startsWith('t:'));
      if (!paired || ki.some((key) => kj.includes(key))) continue;
      const as = params.push(ki.flatMap((a) => kj.map(() => a)));
      const bs = params.push(ki.flatMap(() => kj));
      // Stored as (a, b) with a < b in byte order (COLLATE "C" columns).
      edge.set(
        `${i},${j}`,
        `EXISTS (SELECT FROM unnest($${as}::text[], $${bs}::text[]) q(x, y)
          WHERE (SELECT p.talent_count FROM search_skill_pairs p
                 WHERE p.a = least(q.x COLLATE "C", q.y) AND p.b = greatest(q.x COLLATE "C", q.y)) > 0)`,
      );
    }
  return (m) => {
    if (m < 2 || edge.size === 0) return '';
    const subsets: string[] = [];
    let open = false;
    const pick = (from: number, chosen: number[]) => {
      if (chosen.length === m) {
        const needs: string[] = [];
        for (let x = 0; x < m; x += 1)
          for (let y = x + 1; y < m; y += 1) {
            const e = edge.get(`${chosen[x]},${chosen[y]}`);
            if (e) needs.push(e);
          }
        if (needs.length === 0) open = true;
        else subsets.push(needs.length === 1 ? needs[0]! : `(${needs.join(' AND ')})`);
        return;
      }
      for (let i = from; i < k; i += 1) pick(i + 1, [...chosen, i]);
    };
    pick(0, []);
    return open ? '' : ` AND (${subsets.join(' OR ')})`;
  };
}

/**
 * Whether one talent matches every term. First the top of the ranking index (index-only, as a
 * relevance probe): when the terms meet at all they usually meet there ("reactjs bandung": the
 * GIN AND read 21,822 rows at 1M, 40 ms, to say yes). Only when that finds none, the GIN AND of
 * the terms' overlaps; OR evaluates it only then.
 */
export function allTermsExistQuery(terms: readonly TermKeys[]): Statement {
  const where = terms.map((_, i) => `t.search_ids && $${i + 1}::int4[]`).join(' AND ');
  const sql = `SELECT EXISTS (
      SELECT FROM (SELECT t.search_ids FROM talents t ORDER BY ${RANK_ORDER} LIMIT ${PROBE_ROWS}) t
      WHERE ${where}
    ) OR EXISTS (
      -- The unindexed order keeps the planner on the GIN index: an "exists" read in table order
      -- would scan everything when the words never meet.
      SELECT FROM talents t WHERE ${where} ORDER BY ${RANK_ORDER_UNINDEXED} LIMIT 1
    ) AS found`;
  return { sql, params: terms.map((t) => t.ids), name: shapeName(sql) };
}

export interface CountOptions {
  /** Every key of every term (for their catalog counts), and their ids ("matches any term"). */
  keys: readonly string[];
  ids: readonly number[];
  employmentType: string | undefined;
  /** The id of e:<employmentType> (0 when no talent ever held it). */
  employmentTypeId?: number;
  /**
   * With a filter: at most how many talents hold any key (catalog counts) and how many talents
   * there are. A sparse set is counted through the GIN index (keys AND e:<type>), a dense one by
   * reading the filter's index in order until the cap (it finds 1,001 matches within a few
   * thousand rows; the GIN AND would intersect with a third of all talent).
   */
  bound: number;
  talents: number;
  /** The most talents any one of the keys is held by (catalog counts). */
  largest: number;
  /**
   * Leave the counting subquery out when the catalog says one key alone is held by well over
   * the cap (the total is then capped from the live counts); when the live counts say
   * otherwise the total comes back NULL and the page must be run again without leaving it out.
   */
  lean?: boolean;
}

/** Whether a lean count leaves its counting subquery out (see CountOptions.lean). */
export function countLeftOut(options: CountOptions): boolean {
  const share = options.employmentType === undefined ? 1 : LEAN_TYPE_SHARE;
  return options.lean === true && options.largest * share >= LEAN_MARGIN * (COUNT_CAP + 1);
}

/** Sets denser than this (share of all talent) are counted by an ordered scan of the filter. */
export const DENSE_SHARE = 0.25;

/** The longest probe of a filter's range a capped count makes before the GIN AND. */
export const MAX_COUNT_PROBE = 32_768;

/**
 * Index entries a filtered capped count reads from the type's range before falling back to the
 * GIN AND of the keys and e:<type>, or null for the GIN AND at once. The GIN AND reads the whole
 * posting list of the type (a third of all talent: 14 ms of "java,spring" freelance's 22 ms at
 * 1M) plus the keys'; the range costs ~0.5 µs an entry and should find 1,001 matches within
 * 1.5 x 1,001 / density entries (density from the catalog bound, type taken as independent).
 * Chosen when cheaper by that estimate: at 1M for most filtered searches, at 100k rarely.
 */
function countProbeRows(bound: number, talents: number): number | null {
  if (talents <= 0 || bound <= 0) return null;
  const entries = (1.5 * (COUNT_CAP + 1)) / Math.min(1, bound / talents);
  const ginUs = (Math.min(bound, talents) + talents / 3) * 0.03 + (COUNT_CAP + 1);
  if (entries > MAX_COUNT_PROBE || entries * 0.5 >= ginUs) return null;
  let rows = 2_048;
  while (rows < entries) rows *= 2;
  return rows;
}

/**
 * Counts the matches under the employment type up to the cap, for when the per-type catalog
 * counts cannot answer (several keys held under the type, each by at most the cap).
 */
function filteredCount(
  options: CountOptions,
  ids: string,
  cap: string,
  type: string,
  params: SqlParams,
): string {
  // The type's id only where the GIN AND is written (every parameter must appear).
  const gin = () => {
    const typeId = `$${params.push(options.employmentTypeId ?? 0)}::int4`;
    return `(SELECT count(*)::int FROM (SELECT FROM talents t
      WHERE t.search_ids && ${ids} AND t.search_ids && ARRAY[${typeId}] LIMIT ${cap}) n)`;
  };
  if (options.bound <= options.talents * DENSE_SHARE) {
    const entries = countProbeRows(options.bound, options.talents);
    if (entries === null) return gin();
    // The type's range of the ranking index first (index-only), as far as the keys' density
    // says 1,001 matches should be found in it; only when they are not, the GIN AND.
    return `(SELECT CASE WHEN p.n >= ${cap} THEN p.n ELSE ${gin()} END FROM (
      SELECT count(*)::int AS n FROM (SELECT FROM (SELECT t.search_ids FROM talents t
        WHERE t.employment_type = ${type} ORDER BY t.employment_type, ${RANK_ORDER}
        LIMIT ${entries}) t WHERE t.search_ids && ${ids} LIMIT ${cap}) x) p)`;
  }
  return `(SELECT count(*)::int FROM (SELECT FROM talents t
    WHERE t.search_ids && ${ids} AND t.employment_type = ${type}
    ORDER BY t.employment_type, ${RANK_ORDER} LIMIT ${cap}) n)`;
}

/**
 * The total of a search as one SQL expression, exact up to COUNT_CAP and COUNT_CAP + 1 beyond.
 * Most totals cost nothing: one key -> its live catalog count; a key held by more than the cap
 * -> capped (with a filter, the counts per employment type of migration 067). Otherwise a
 * count over the index that stops at the cap. The
 * CASE evaluates the counting subquery only when the catalog cannot answer.
 */
function totalExpr(options: CountOptions, params: SqlParams): string {
  const leftOut = countLeftOut(options);
  params.push(options.keys);
  const keys = `$${params.length}::text[]`;
  params.push(COUNT_CAP + 1);
  const cap = `$${params.length}::int`;
  // The ids only where a count reads talents (every parameter must appear in the statement).
  const ids = () => `$${params.push([...options.ids])}::int4[]`;
  if (options.employmentType !== undefined) {
    params.push(options.employmentType);
    const type = `$${params.length}::text`;
    return `(SELECT CASE
        WHEN max(k.talent_count) >= ${cap} THEN ${cap}
        -- At most one key held under this type: its count is the total.
        WHEN count(*) FILTER (WHERE k.talent_count > 0) <= 1 THEN coalesce(max(k.talent_count), 0)
        ELSE ${leftOut ? 'NULL' : filteredCount(options, ids(), cap, type, params)}
      END FROM (
        -- Live counts per type (migration 067), one primary-key lookup per key (OFFSET 0: the
        -- subquery is not pulled up, or each of the three uses above would look it up again).
        SELECT (SELECT c.talent_count FROM search_key_types c
                WHERE c.employment_type = ${type} AND c.key = k) AS talent_count
        FROM unnest(${keys}) k OFFSET 0
      ) k)`;
  }
  // Two skill or title-word keys (a skill that is also a title word: "seo" is s:seo and t:seo):
  // both held by at most the cap, the union is their counts less the talents holding both, the
  // live pair count (search_skill_pairs, migrations 068-069), instead of fetching every match
  // ("seo specialist": 961 rows read through the GIN index and counted, ~1 ms at 100k).
  const pairKeys =
    options.keys.length === 2 &&
    new Set(options.keys).size === 2 &&
    options.keys.every((key) => /^[st]:/.test(key))
      ? `
      WHEN count(*) = 2 THEN least(sum(k.talent_count) - coalesce((SELECT p.talent_count
        FROM search_skill_pairs p WHERE p.a = least((${keys})[1] COLLATE "C", (${keys})[2])
        AND p.b = greatest((${keys})[1] COLLATE "C", (${keys})[2])), 0), ${cap})::int`
      : '';
  return `(SELECT CASE
      WHEN max(k.talent_count) >= ${cap} THEN ${cap}
      WHEN count(*) = 1 AND cardinality(${keys}) = 1 THEN max(k.talent_count)${pairKeys}
      -- Reached only when every key is held by at most the cap: every match read through the
      -- GIN index and counted (no LIMIT, so no plan hopes to stop a scan early; no ORDER BY:
      -- sorting up to the cap cost more than the count, "seo specialist" 2.4 -> 1.8 ms).
      ELSE ${
        leftOut
          ? 'NULL'
          : `(SELECT least(count(*), ${cap})::int FROM talents t WHERE t.search_ids && ${ids()})`
      }
    END FROM (
      -- One primary-key lookup per key (a join could read a whole catalog per search; OFFSET 0
      -- keeps the subquery whole, or the filter and both aggregates would each look it up).
      SELECT CASE WHEN k LIKE 's:%'
        THEN (SELECT c.talent_count FROM skill_catalog c WHERE c.skill_key = substr(k, 3))
        ELSE (SELECT w.talent_count FROM search_tokens w WHERE w.kind = left(k, 1) AND w.word = substr(k, 3))
      END AS talent_count
      FROM unnest(${keys}) k OFFSET 0
    ) k WHERE k.talent_count IS NOT NULL)`;
}

/**
 * Cards for the rows of `page` (a query giving id_user, match_count and ord, the 1-based
 * position), in that order, plus the current search and catalog generations on every row and
 * `extra` columns. Skills per card: names in no particular order (the caller orders them most
 * popular first and picks the matched ones, see popularFirst and matchedOf). The
 * generation row is always returned, so an empty page still tells which generation it belongs to.
 */
function cardsQuery(options: { ctes?: string; page: string; extra?: string }): string {
  return `
    WITH ${options.ctes ? `${options.ctes},` : ''} page AS MATERIALIZED (${options.page})
    SELECT g.generation::text AS generation, g.catalog_generation::text AS catalog_generation
      ${options.extra ?? ''}, c.*
    FROM search_state g
    LEFT JOIN LATERAL (
      SELECT page.ord, page.match_count, t.id_user, t.full_name, t.job_desk, t.domicile,
        t.employment_type, t.img_profile,
        coalesce(ps.skills, '[]') AS skills
      FROM page JOIN talents t ON t.id_user = page.id_user
      -- Per card (a few index rows each): the same cost whatever the planner believes about
      -- the page's size (a generic plan expects one row and would re-aggregate per card).
      LEFT JOIN LATERAL (
        -- Names in no particular order: the API puts them most popular first by its word
        -- catalog (talent-search.ts, popularFirst). A catalog lookup per skill and a sort per
        -- card here cost ~8 us a card, two thirds of the cards' aggregates (~13 us).
        -- The matched ones are picked there too, by each name's key (matchedOf): a filter and a
        -- sort per card here cost ~1.8 us a card. JSON arrays: the driver parses them natively,
        -- a text[] character by character in JS.
        SELECT json_agg(s.skill_name) AS skills
        FROM skills s
        WHERE s.id_user = t.id_user
      ) ps ON true
    ) c ON true
    WHERE g.id = 1
    ORDER BY c.ord`;
}

/**
 * A whole search page in one statement: the top `offset + limit` (topQuery, or nothing when the
 * page lies beyond the countable window), the page's cards, the capped total and both
 * generations.
 */
export function searchPageQuery(options: {
  top: Statement | null;
  offset: number;
  count: CountOptions;
  /** The in-memory catalog's generation: words changed since then come back as `changed_words`. */
  catalogGeneration: string;
}): PageQuery {
  const params: SqlParams = options.top ? [...options.top.params] : [];
  const top = options.top?.sql ?? 'SELECT NULL::bigint AS id_user, 0 AS match_count WHERE false';
  params.push(options.offset);
  const offset = `$${params.length}::int`;
  const total = totalExpr(options.count, params);
  params.push(options.catalogGeneration);
  const catalogGenerationParam = params.length - 1;
  const since = `$${params.length}::bigint`;
  // The words behind each step since (at most MAX_CHANGES_READ steps; further behind, reload).
  const changed = `(SELECT coalesce(json_agg(json_build_array(x.kind, x.word)), '[]')
    FROM search_word_changes x WHERE x.catalog_generation > ${since}
    AND (SELECT s.catalog_generation FROM search_state s WHERE s.id = 1) - ${since} <= ${MAX_CHANGES_READ})`;
  const sql = cardsQuery({
    // row_number() over the top's own order: its branches run in rank order under one LIMIT.
    ctes: `ranked AS MATERIALIZED (
        SELECT r.id_user, r.match_count, row_number() OVER () AS ord FROM (${top}) r)`,
    page: `SELECT id_user, match_count, ord - ${offset} AS ord FROM ranked WHERE ord > ${offset}`,
    extra: `, ${total} AS total, ${changed} AS changed_words`,
  });
  return { sql, params, name: shapeName(sql), catalogGenerationParam };
}

/** A search page statement, with where its catalog generation sits among the parameters. */
export interface PageQuery extends Statement {
  catalogGenerationParam: number;
}

/**
 * The page statement searchPageQuery builds for the same options and another catalog
 * generation: nothing else depends on the generation (a parameter, not text).
 */
export function forCatalogGeneration<T extends PageQuery>(statement: T, generation: string): T {
  const params = [...statement.params];
  params[statement.catalogGenerationParam] = generation;
  return { ...statement, params };
}

/**
 * A statement name per SQL text: the texts are shapes (number of terms, sort, filter, strategy
 * per level; values are parameters), about a hundred for the mixed workload, so each connection
 * parses them once and runs the generic plan: the shape already chose each branch's access path
 * (ordered probe or GIN bitmap, by catalog counts), and planning such a statement costs as much
 * as running it. PostgreSQL would plan each shape five times per connection before switching.
 */
function shapeName(sql: string): string {
  return `${GENERIC_PLAN_PREFIX}search-${createHash('sha1').update(sql).digest('base64url')}`;
}

/** How many catalog steps behind a search may judge by the changed words instead of reloading. */
export const MAX_CHANGES_READ = 50;

/** The catalog generation alone (a search whose words match nothing still checks it). */
export const CATALOG_GENERATION_QUERY =
  'SELECT catalog_generation::text AS catalog_generation FROM search_state WHERE id = 1';

/**
 * One page of the plain list (no search) in the chosen order. Only ids are read in
 * index order (LIMIT/OFFSET never builds cards for skipped rows); cards are built for the page.
 */
export function listPageQuery(options: {
  employmentType: string | undefined;
  sort: TalentSort | undefined;
  limit: number;
  offset: number;
}): Statement {
  const params: SqlParams = [options.limit, options.offset];
  let filter = '';
  if (options.employmentType !== undefined) {
    params.push(options.employmentType);
    filter = 'WHERE t.employment_type = $3';
  }
  const order = LIST_ORDER[options.sort ?? 'recommended'];
  const ids = `ARRAY(SELECT t.id_user FROM talents t ${filter} ORDER BY ${order} LIMIT $1 OFFSET $2)`;
  return {
    sql: cardsQuery({
      page: `SELECT p.id_user, 0 AS match_count, p.ord FROM unnest(${ids}) WITH ORDINALITY AS p(id_user, ord)`,
    }),
    params,
    name: `talent-list-${options.sort ?? 'recommended'}-${filter ? 'filtered' : 'all'}`,
  };
}

/** How many talents the plain list holds, counted up to COUNT_CAP + 1. */
export function listCountQuery(employmentType: string | undefined): Statement {
  return employmentType === undefined
    ? {
        sql: 'SELECT count(*)::int AS total FROM (SELECT 1 FROM talents LIMIT $1) capped',
        params: [COUNT_CAP + 1],
      }
    : {
        sql: 'SELECT count(*)::int AS total FROM (SELECT 1 FROM talents WHERE employment_type = $2 LIMIT $1) capped',
        params: [COUNT_CAP + 1, employmentType],
      };
}

/**
 * Skills by name with their keys and live talent counts (NULL when none), in key order (card
 * order and matched skills when the in-memory catalog's counts are too old or lack a name, see
 * popularFirst and matchedOf).
 */
export function skillCountsQuery(names: readonly string[]): Statement {
  return {
    sql: `SELECT n.name, lower(n.name) AS skill_key, c.talent_count FROM unnest($1::text[]) AS n(name)
      LEFT JOIN skill_catalog c ON c.skill_key = lower(n.name) ORDER BY lower(n.name)`,
    params: [names as string[]],
    name: 'search-skill-counts',
  };
}

export const GENERATION_QUERY =
  'SELECT generation::text AS generation FROM search_state WHERE id = 1';
