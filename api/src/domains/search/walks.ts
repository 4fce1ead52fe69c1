// Walks along a sort index: strategies for location- and name-sorted searches whose terms are
// all city words or all name words, where every talent of one city (one name) matches alike. One
// index descent per distinct city or name replaces reading and sorting every match. Each walk
// reports `walked.complete`; when false the statement searches as without it.

import { CITY_WALK_STEPS } from './tuning.js';
import { type TermKeys } from './sql-parts.js';

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
export function cityWalk(allParam: number): string {
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
 * `filter_cities` CTE: the distinct cities (lower(domicile)) in location order, one index descent
 * each as cityWalk, each with whether its talents pass the recruiter's city filter (`cityFilter`,
 * " AND <condition over t>" from talent-filters.ts; a city's keys are the same for all its
 * talents). A location-sorted probe under that filter starts at the first city kept; at most
 * CITY_WALK_STEPS + 1 rows (more: the caller starts at the top).
 */
export function filterCityWalk(cityFilter: string): string {
  const hit = `coalesce(${cityFilter.replace(/^ AND /, '')}, false)`;
  return `filter_cities AS (
      (SELECT lower(t.domicile) AS city, ${hit} AS hit, 1 AS step
       FROM talents t WHERE lower(t.domicile) IS NOT NULL ORDER BY lower(t.domicile) LIMIT 1)
      UNION ALL
      SELECT nx.city, nx.hit, c.step + 1 FROM filter_cities c CROSS JOIN LATERAL (
        SELECT lower(t.domicile) AS city, ${hit} AS hit
        FROM talents t WHERE lower(t.domicile) > c.city ORDER BY lower(t.domicile) LIMIT 1) nx
      WHERE c.step <= ${CITY_WALK_STEPS}
    )`;
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
export function nameWalk(
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
