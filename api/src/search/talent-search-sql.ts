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

/** A searched term as key arrays: `keys` any of which counts as a hit on the term. */
export interface TermKeys {
  keys: string[];
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
/** Sorted searches (name, city, newest) are correlated with name and city words: a wider bound. */
export const SORTED_BITMAP_BOUND = 30_000;

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
  return Array.from({ length: k }, (_, i) => `(t.search_keys && $${i + 1}::text[])::int`).join(
    ' + ',
  );
}

/** "Matches at least m of the k terms" in a form the GIN index answers (OR of ANDs of overlaps). */
function atLeast(m: number, k: number, allParam: number): string {
  if (m === 1) return `t.search_keys && $${allParam}::text[]`;
  const clauses: string[] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === m) {
      clauses.push(`(${chosen.map((i) => `t.search_keys && $${i + 1}::text[]`).join(' AND ')})`);
      return;
    }
    for (let i = from; i < k; i += 1) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return clauses.length === 1 ? clauses[0]! : `(${clauses.join(' OR ')})`;
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
  /** Tie-breaking terms (generic title words): more of them first within a match level. */
  bonus?: readonly TermKeys[];
  employmentType: string | undefined;
  sort: TalentSort | undefined;
  /** How many ids from the top: offset + limit of the page. */
  want: number;
  offset: number;
}

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
export function topQuery(options: TopOptions): Statement & { appliesOffset: boolean } {
  const { terms, employmentType, sort, want } = options;
  const bonus = options.bonus ?? [];
  const sizes = options.sizes ?? terms.map(() => Number.MAX_SAFE_INTEGER);
  const k = terms.length;
  const params: SqlParams = terms.map((t) => t.keys);
  const bonusParams = bonus.map((b) => {
    params.push(b.keys);
    return params.length;
  });
  const bonusExpr = bonusParams.length
    ? bonusParams.map((i) => `(t.search_keys && $${i}::text[])::int`).join(' + ')
    : '0';
  // One term: its own array is "any term" (every parameter must appear in the statement).
  let allParam = 1;
  if (k > 1) allParam = params.push([...new Set(terms.flatMap((t) => t.keys))]);
  params.push(want);
  const wantParam = params.length;
  const typeFilter = (value: string | null | undefined): string => {
    if (value === undefined) return '';
    if (value === null) return ' AND t.employment_type IS NULL';
    params.push(value);
    return ` AND t.employment_type = $${params.length}`;
  };
  const primary = SEARCH_ORDER[sort ?? 'relevance'];
  if (primary !== null && sort !== 'freelance' && sort !== 'fulltime') {
    const filter = typeFilter(employmentType);
    const scores = `(${matchedExpr(k)}) AS matched, (${bonusExpr}) AS bonus,
        (${matchedExpr(k)}) + (${bonusExpr}) AS match_count`;
    const tieBreak = 'matched DESC, bonus DESC, t.id_user DESC';
    const sql = `
      WITH probe AS (
        SELECT t.id_user, t.full_name, t.domicile, t.created_at, ${scores}
        FROM (SELECT t.id_user, t.full_name, t.domicile, t.created_at, t.search_keys FROM talents t
              WHERE true${filter} ORDER BY ${primary} LIMIT ${PROBE_ROWS}) t
        WHERE t.search_keys && $${allParam}::text[] LIMIT $${wantParam}
      )
      SELECT id_user, match_count FROM (
        SELECT t.id_user, t.match_count FROM probe t
        WHERE (SELECT count(*) FROM probe) >= $${wantParam}
        ORDER BY ${primary}, ${tieBreak}
      ) found
      UNION ALL
      SELECT id_user, match_count FROM (
        SELECT t.id_user, ${scores} FROM talents t
        WHERE t.search_keys && $${allParam}::text[]${filter} AND (SELECT count(*) FROM probe) < $${wantParam}
        ORDER BY ${UNINDEXED_SEARCH_ORDER[sort!] ?? primary}, ${tieBreak} LIMIT $${wantParam}
      ) rest`;
    return { sql, params, appliesOffset: false };
  }
  const groups: ReadonlyArray<string | null | undefined> =
    employmentType !== undefined
      ? [employmentType]
      : sort === 'freelance' || sort === 'fulltime'
        ? TYPE_GROUPS[sort]
        : [undefined];
  const branches: string[] = [];
  for (const group of groups) {
    const filter = typeFilter(group);
    for (let m = k; m >= 1; m -= 1) {
      const exactly = m === k ? '' : ` AND (${matchedExpr(k)}) = ${m}`;
      for (let g = bonusParams.length; g >= 0; g -= 1) {
        const withBonus =
          bonusParams.length === 0
            ? ''
            : g === bonusParams.length
              ? bonusParams.map((i) => ` AND t.search_keys && $${i}::text[]`).join('')
              : ` AND (${bonusExpr}) = ${g}`;
        const where = `${atLeast(m, k, allParam)}${exactly}${withBonus}`;
        const bitmap = (extra: string) => `SELECT t.id_user, ${m + g} AS match_count FROM talents t
          WHERE ${where}${filter}${extra} ORDER BY ${RANK_ORDER_UNINDEXED} LIMIT $${wantParam}`;
        if (atLeastBound(m, sizes) <= BITMAP_BOUND) {
          branches.push(`(${bitmap('')})`);
          continue;
        }
        branches.push(`(WITH probe AS (
            SELECT t.id_user FROM (SELECT t.id_user, t.search_keys FROM talents t
              WHERE true${filter} ORDER BY ${RANK_ORDER} LIMIT ${PROBE_ROWS}) t
            WHERE ${where} LIMIT $${wantParam}
          )
          SELECT id_user, ${m + g} AS match_count FROM probe
          WHERE (SELECT count(*) FROM probe) >= $${wantParam}
          UNION ALL
          (${bitmap(` AND (SELECT count(*) FROM probe) < $${wantParam}`)}))`);
      }
    }
  }
  const sql = `SELECT id_user, match_count FROM (${branches.join('\n UNION ALL ')}) ranked LIMIT $${wantParam}`;
  return { sql, params, appliesOffset: false };
}

/** Whether one talent matches every term (GIN AND of the terms' overlaps). */
export function allTermsExistQuery(terms: readonly TermKeys[]): Statement {
  const where = terms.map((_, i) => `t.search_keys && $${i + 1}::text[]`).join(' AND ');
  return {
    // The unindexed order keeps the planner on the GIN index: an "exists" read in table order
    // would scan everything when the words never meet.
    sql: `SELECT count(*) > 0 AS found FROM (
      SELECT 1 FROM talents t WHERE ${where} ORDER BY ${RANK_ORDER_UNINDEXED} LIMIT 1) one`,
    params: terms.map((t) => t.keys),
  };
}

/** How many talents match any term, counted up to COUNT_CAP + 1 (more is "10,000+"). */
export function cappedCountQuery(
  keys: readonly string[],
  employmentType: string | undefined,
): Statement {
  const params: SqlParams = [keys, COUNT_CAP + 1];
  let filter = '';
  if (employmentType !== undefined) {
    // e:<type> is a search key too (migration 061): one GIN AND of two posting lists.
    params.push(employmentType);
    // Read in the filter's index order: otherwise the planner may pick a sequential scan that
    // "stops early" at the cap (it does not when matches are rare). Measured at 100k: this
    // ordered scan beats a GIN AND with the e:<type> key, whose posting list is a third of all.
    filter = ` AND t.employment_type = $3 ORDER BY t.employment_type, ${RANK_ORDER}`;
  }
  return {
    sql: `SELECT count(*)::int AS total FROM (
      SELECT 1 FROM talents t WHERE t.search_keys && $1::text[]${filter} LIMIT $2) capped`,
    params,
  };
}

/**
 * Cards for the ids that `idsSql` (an expression giving bigint[] in page order) yields, in that
 * order, plus the current search generation. Skills of the whole page are aggregated in one
 * pass (most popular first; matched ones in the order of $1). The generation row is always
 * returned, so an empty page still tells which generation it belongs to.
 */
function cardsQuery(idsSql: string): string {
  return `
    WITH page AS MATERIALIZED (
      SELECT p.id_user, p.ord FROM unnest(${idsSql}) WITH ORDINALITY AS p(id_user, ord)
    ), page_skills AS (
      SELECT s.id_user,
        array_agg(s.skill_name ORDER BY c.talent_count DESC NULLS LAST, s.skill_key) AS skills,
        array_agg(s.skill_name ORDER BY array_position($1::text[], s.skill_key))
          FILTER (WHERE s.skill_key = ANY($1::text[])) AS matched_skills
      FROM page JOIN skills s ON s.id_user = page.id_user
      LEFT JOIN skill_catalog c ON c.skill_key = s.skill_key
      GROUP BY s.id_user
    )
    SELECT g.generation::text AS generation, c.*
    FROM search_state g
    LEFT JOIN LATERAL (
      SELECT page.ord, t.id_user, t.full_name, t.job_desk, t.domicile, t.employment_type, t.img_profile,
        coalesce(ps.skills, '{}') AS skills, coalesce(ps.matched_skills, '{}') AS matched_skills
      FROM page JOIN talents t ON t.id_user = page.id_user
      LEFT JOIN page_skills ps ON ps.id_user = t.id_user
    ) c ON true
    WHERE g.id = 1
    ORDER BY c.ord`;
}

/** One page of a ranked search: cards by id, with which searched skills each one has. */
export function cardsByIdQuery(ids: readonly number[], matchKeys: readonly string[]): Statement {
  return { sql: cardsQuery('$2::bigint[]'), params: [matchKeys, ids], name: 'talent-cards' };
}

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
  const params: SqlParams = [[], options.limit, options.offset];
  let filter = '';
  if (options.employmentType !== undefined) {
    params.push(options.employmentType);
    filter = 'WHERE t.employment_type = $4';
  }
  const order = LIST_ORDER[options.sort ?? 'recommended'];
  const ids = `ARRAY(SELECT t.id_user FROM talents t ${filter} ORDER BY ${order} LIMIT $2 OFFSET $3)`;
  return {
    sql: cardsQuery(ids),
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

export const GENERATION_QUERY =
  'SELECT generation::text AS generation FROM search_state WHERE id = 1';
