// A search's top (the first offset + limit ids, best first, each with its match count): the
// parameters both strategies share, then the sorted strategy (top-sorted.ts) or the relevance
// strategy (top-relevance.ts).
import { LEAN_MARGIN, LEAN_TYPE_SHARE } from './tuning.js';
import { SEARCH_ORDER } from './talent-sorts.js';
import type { Statement, SqlParams } from './sql-parts.js';
import { TYPE_GROUPS, type TopOptions, type TopParts } from './top-options.js';
import { relevanceTop } from './top-relevance.js';
import { SORT_KEYS, sortedProbeOnly, sortedTop } from './top-sorted.js';
import { filterCheck, filterSql, probeReadFilter } from './talent-filters.js';
import { withYearsFirst } from './years-first.js';

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
  // Not under the years filter: its years-first read needs "any term" (allParam) in full.
  const yearsFirst = options.filters?.minYears !== undefined;
  const firstBranchOnly =
    options.lean === true && !sorted && options.firstBranchFilled === true && !yearsFirst;
  const probeOnly = sorted && sortedProbeOnly({ options, terms, sizes }, floor);
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
  const filters = filterSql(options.filters, params);
  const typeFilter = (value: string | null | undefined, withFilters = true): string => {
    const after = withFilters ? filters : '';
    if (value === undefined) return after;
    if (value === null) return ` AND t.employment_type IS NULL${after}`;
    params.push(value);
    return ` AND t.employment_type = $${params.length}${after}`;
  };
  // Written where first used (every parameter must appear in the statement).
  let readText: string | undefined;
  let checkText: string | undefined;
  const probeFilters = {
    read: () => (readText ??= probeReadFilter(options.filters, params)),
    check: () => (checkText ??= filterCheck(options.filters, params)),
  };
  const parts: TopParts = {
    options,
    terms,
    k,
    sizes,
    params,
    bonusParams,
    bonusExpr,
    allParam,
    wantParam,
    typeFilter,
    filters,
    probeFilters,
  };
  const top = sorted
    ? sortedTop(parts, sort!, probeOnly)
    : relevanceTop(parts, groups, firstGroupOnly, firstBranchOnly);
  return yearsFirst ? { ...top, sql: withYearsFirst(parts, top.sql, groups, sort) } : top;
}
