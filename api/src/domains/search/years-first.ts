// The years-first read of a search's top (issue 31): when the recruiter's years-of-experience
// filter keeps few talents, their rows are read from that filter's own index (migration 097) and
// ranked, instead of walking the ranking or sort index and checking the filter per talent. At
// 100k bulk talents min_years=5 keeps 301 (0.3 %): a probe of the sort index found no page, and
// the GIN read of a common term fetched every match to check the filter ("software developer":
// 58,961 rows, 70 ms, and as many again for the count). Whether the set is small is counted in
// the statement (an index-only read of at most YEARS_FIRST_MAX entries), not guessed: the filter
// is relative to today and no catalog count knows it. Either way the answer is the same: the
// years-first read orders exactly as the strategies do (relevance: type group, matched terms,
// tie-break words, rank; sorted: the sort's keys, then the same tie-break).
import { matchedExpr, RANK_ORDER_UNINDEXED, type SqlParams } from './sql-parts.js';
import type { TalentSort } from './talent-sorts.js';
import { SEARCH_ORDER } from './talent-sorts.js';
import type { TopParts } from './top-options.js';
import { SORT_KEYS, UNINDEXED_SEARCH_ORDER } from './top-sorted.js';
import { YEARS_FIRST_MAX } from './tuning.js';

/**
 * The talents the years filter keeps, at most YEARS_FIRST_MAX of them (index-only: id and keys),
 * as a subquery over the years parameter `years` ($n).
 */
export function yearsSet(years: string): string {
  return `SELECT y.id_user, y.search_ids FROM talents y
      WHERE y.experience_since <= current_date - make_interval(years => ${years}::int)
      ORDER BY y.experience_since LIMIT ${YEARS_FIRST_MAX}`;
}

/** Whether the years set `few` (a CTE or subquery name) holds every talent the filter keeps. */
export const yearsSetSmall = (few: string) => `(SELECT count(*) FROM ${few}) < ${YEARS_FIRST_MAX}`;

/**
 * A top statement (`top`, built by a strategy) with the years-first read in front of it: that
 * read when the years set is small, `top` otherwise (each gated by the set's count, an InitPlan).
 */
export function withYearsFirst(
  parts: TopParts,
  top: string,
  groups: ReadonlyArray<string | null | undefined>,
  sort: TalentSort | undefined,
): string {
  const { options, k, params, bonusExpr, allParam, wantParam, typeFilter, filters } = parts;
  const years = `$${params.push(options.filters!.minYears!)}`;
  const primary = sort === undefined ? null : SEARCH_ORDER[sort];
  // As topQuery decides: freelance / fulltime put a type first but rank by relevance (groups).
  const sorted = primary !== null && sort !== undefined && SORT_KEYS[sort] !== undefined;
  // Relevance under the freelance / fulltime sorts: type groups in page order (null last).
  const grouped = !sorted && groups.length > 1;
  const groupOrder = grouped ? `${groupRank(groups, params)}, ` : '';
  const filter = grouped ? filters : typeFilter(groups[0]);
  const order = sorted
    ? `${UNINDEXED_SEARCH_ORDER[sort] ?? primary}, matched DESC, bonus DESC, t.id_user DESC`
    : `${groupOrder}matched DESC, bonus DESC, ${RANK_ORDER_UNINDEXED}`;
  const small = yearsSetSmall('few');
  return `WITH few AS MATERIALIZED (${yearsSet(years)})
    SELECT id_user, match_count FROM (
      SELECT t.id_user, (${matchedExpr(k)}) + (${bonusExpr}) AS match_count,
        (${matchedExpr(k)}) AS matched, (${bonusExpr}) AS bonus
      FROM talents t
      -- By primary key: the few talents holding any term. Not a GIN condition (a generic plan
      -- would AND the posting lists of the terms with them).
      WHERE t.id_user = ANY(ARRAY(SELECT f.id_user FROM few f WHERE f.search_ids && $${allParam}::int4[]))
        AND coalesce(t.search_ids && $${allParam}::int4[], false)${filter} AND ${small}
      ORDER BY ${order} LIMIT $${wantParam}
    ) first
    UNION ALL
    SELECT id_user, match_count FROM (${top}) walked WHERE NOT ${small}`;
}

/** The type group's place in page order, as the relevance branches run them. */
function groupRank(groups: ReadonlyArray<string | null | undefined>, params: SqlParams): string {
  const whens = groups.map((group, i) =>
    group === null || group === undefined
      ? `WHEN t.employment_type IS NULL THEN ${i}`
      : `WHEN t.employment_type = $${params.push(group)}::text THEN ${i}`,
  );
  return `CASE ${whens.join(' ')} END`;
}
