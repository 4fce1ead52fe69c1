// The count strategy: a search's total as one SQL expression, exact up to COUNT_CAP, from the
// live catalog counts when they can answer and by counting over the indexes only when not.
import { countProbeRows } from './cost-model.js';
import { RANK_ORDER, type SqlParams } from './sql-parts.js';
import { COUNT_CAP, DENSE_SHARE, LEAN_MARGIN, LEAN_TYPE_SHARE } from './tuning.js';
import { filterSql, type TalentFilters } from './talent-filters.js';
import { yearsSet, yearsSetSmall } from './years-first.js';

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
  /** The recruiter's filters: the catalog counts cannot answer then, the matches are counted. */
  filters?: TalentFilters;
}

/** Whether a lean count leaves its counting subquery out (see CountOptions.lean). */
export function countLeftOut(options: CountOptions): boolean {
  if (options.filters) return false;
  const share = options.employmentType === undefined ? 1 : LEAN_TYPE_SHARE;
  return options.lean === true && options.largest * share >= LEAN_MARGIN * (COUNT_CAP + 1);
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
export function totalExpr(options: CountOptions, params: SqlParams): string {
  if (options.filters) return filteredTotal(options, params);
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
 * The total under the recruiter's filters: the matches read through the GIN index up to the cap
 * (no catalog count knows a city or an availability). The employment type, the city and a keyed
 * availability are search keys, so the index answers them with the terms (no row fetched for
 * them); years and salary are checked on the row.
 */
function filteredTotal(options: CountOptions, params: SqlParams): string {
  const ids = `$${params.push([...options.ids])}::int4[]`;
  const cap = `$${params.push(COUNT_CAP + 1)}::int`;
  const typeId =
    options.employmentType === undefined ? '' : `$${params.push(options.employmentTypeId ?? 0)}`;
  const type = typeId === '' ? '' : ` AND t.search_ids && ARRAY[${typeId}::int4]`;
  const count = `(SELECT count(*)::int FROM (SELECT FROM talents t
    WHERE t.search_ids && ${ids}${type}${filterSql(options.filters, params, 't', true)} LIMIT ${cap}) n)`;
  if (countedFilters(options)) return filterCountsTotal(options, count, cap, params);
  if (options.filters?.minYears === undefined) return count;
  // Few talents of those years (years-first.ts): counted among them, by primary key.
  const few = `(${yearsSet(`$${params.push(options.filters.minYears)}`)})`;
  return `(SELECT CASE WHEN ${yearsSetSmall(`${few} s`)} THEN (
      SELECT count(*)::int FROM (SELECT FROM talents t
      WHERE t.id_user = ANY(ARRAY(SELECT f.id_user FROM ${few} f WHERE f.search_ids && ${ids}))
        AND coalesce(t.search_ids && ${ids}, false)${
          typeId === '' ? '' : ` AND ${typeId}::int4 = ANY(t.search_ids)`
        }${filterSql(options.filters, params)}
      LIMIT ${cap}) n)
    ELSE ${count} END)`;
}

/**
 * Whether the live counts per city and availability (migration 105) can answer: no employment
 * type, and no filter but a keyed availability and a city (either or both).
 */
function countedFilters(options: CountOptions): boolean {
  const { availability, availabilityIds, city, ...others } = options.filters ?? {};
  const keyedAvailability = availability !== undefined && availabilityIds !== undefined;
  return (
    options.employmentType === undefined &&
    (keyedAvailability || (city !== undefined && availability === undefined)) &&
    Object.values(others).every((value) => value === undefined)
  );
}

/**
 * The total under an availability and/or a city, as an unfiltered total from the catalogs: the
 * live counts of migration 105 (a city of one word: its key's rows; none: '', any city), summed
 * over the chosen availabilities, per key. A key held by at least the cap under the filter:
 * capped; one key: its count; otherwise (or a city of several words) `count`, the GIN AND.
 */
function filterCountsTotal(
  options: CountOptions,
  count: string,
  cap: string,
  params: SqlParams,
): string {
  const { availability, city } = options.filters!;
  const keys = `$${params.push(options.keys)}::text[]`;
  // A city's words fold like the filter's (search_words): one word is one key, else NULL.
  const cityKey =
    city === undefined
      ? "''"
      : `(SELECT CASE WHEN count(*) = 1 THEN 'c:' || min(w) END
          FROM search_words('c', $${params.push(city)}::text) w)`;
  const chosen =
    availability === undefined
      ? ''
      : ` AND c.availability = ANY($${params.push(availability)}::text[])`;
  return `(SELECT CASE
      WHEN max(k.talent_count) >= ${cap} THEN ${cap}
      WHEN count(*) = 1 AND cardinality(${keys}) = 1 THEN max(k.talent_count)
      ELSE ${count}
    END FROM (
      -- One index range per key (OFFSET 0: the subquery stays whole, as in totalExpr).
      SELECT (SELECT sum(c.talent_count)::int FROM search_key_filter_counts c
              WHERE c.city_key = ${cityKey} AND c.key = k${chosen}) AS talent_count
      FROM unnest(${keys}) k OFFSET 0
    ) k WHERE k.talent_count IS NOT NULL)`;
}
