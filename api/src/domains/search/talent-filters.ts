// The recruiter's filters of the talent list and search (issue 31): city, years of experience,
// availability and expected salary (employment type has its own path: search keys, migration
// 061). One predicate over `talents t`, written into the search's own statements (top-query.ts,
// search-counts.ts, the plain list in talent-search-sql.ts), so a filter costs no extra round
// trip. Its text depends only on which filters are set (statements stay shapes); every value is
// a bind parameter.
import type { Availability } from '../../schemas/user.js';
import type { SqlParams } from './sql-parts.js';
import { yearsIndexedSql, yearsKeyCheck, yearsRowSql } from './years-keys.js';

export interface TalentFilters {
  /** A city as typed: its words fold like the search's city words ("Jogja" = Yogyakarta). */
  city?: string;
  /** At least this many years since the first experience entry began. */
  minYears?: number;
  /** Any of these. */
  availability?: Availability[];
  /**
   * The ids of the availability's search keys (a:<value>, migration 101), set by the search
   * (availabilityKeys): the filter is then a condition on search_ids, which the GIN index answers
   * in a count and a probe checks on the keys it read. Without them (the plain list, whose reads
   * walk an ordered index and read the row anyway) it is the column's condition: same talents.
   */
  availabilityIds?: number[];
  /** The recruiter's budget: talents whose expected range overlaps it, in that period. */
  salaryMin?: number;
  salaryMax?: number;
  salaryPeriod?: 'month' | 'day';
  /** Only this talent: whether one talent matches a saved search (domains/saved-searches). */
  idUser?: number;
}

/** The filters actually set, or undefined when none is (a plain search keeps its old shapes). */
export function activeFilters(filters: TalentFilters | undefined): TalentFilters | undefined {
  if (!filters) return undefined;
  const active: TalentFilters = {};
  const city = filters.city?.trim();
  if (city) active.city = city;
  if (filters.minYears !== undefined && filters.minYears > 0) active.minYears = filters.minYears;
  if (filters.availability && filters.availability.length > 0) {
    active.availability = [...new Set(filters.availability)].sort();
    if (filters.availabilityIds) active.availabilityIds = filters.availabilityIds;
  }
  if (filters.salaryMin !== undefined) active.salaryMin = filters.salaryMin;
  if (filters.salaryMax !== undefined) active.salaryMax = filters.salaryMax;
  if (active.salaryMin !== undefined || active.salaryMax !== undefined)
    active.salaryPeriod = filters.salaryPeriod ?? 'month';
  if (filters.idUser !== undefined) active.idUser = filters.idUser;
  return Object.keys(active).length > 0 ? active : undefined;
}

/**
 * " AND ..." over `talents t` for the filters (empty without any), pushing their values onto
 * `params`. The city: the talent holds the city key (c:<word>, folded through
 * search_word_variants by search_words()) of every word typed; a word no talent ever lived in
 * has no key id and matches nobody (id 0 is never given). `keysIndexed`: the availability's keys
 * as a condition the GIN index answers (a count); else written so no plan takes it there.
 */
export function filterSql(
  filters: TalentFilters | undefined,
  params: SqlParams,
  alias = 't',
  keysIndexed = false,
): string {
  if (!filters) return '';
  const parts: string[] = [];
  if (filters.city !== undefined) {
    const city = params.push(filters.city);
    parts.push(`${alias}.search_ids @> (SELECT CASE WHEN count(*) > 0 AND count(d.id) = count(*)
        THEN array_agg(d.id) ELSE ARRAY[0] END
      FROM search_words('c', $${city}::text) w LEFT JOIN search_key_ids d ON d.key = 'c:' || w)`);
  }
  if (filters.minYears !== undefined) {
    // A count: the years' keys (y:<yyyy>, migration 104) in the GIN condition, so it fetches
    // only rows of the years that can pass.
    parts.push(
      keysIndexed
        ? yearsIndexedSql(filters.minYears, params, alias)
        : yearsRowSql(`$${params.push(filters.minYears)}`, alias),
    );
  }
  if (filters.availabilityIds !== undefined) {
    // Every talent holds one a: key; a value no talent ever had has no id (left out). A GIN
    // condition only where asked (a count): elsewhere a plan would AND the posting list of a
    // third of all talent with the few rows a probe or a run reads.
    const overlap = `${alias}.search_ids && $${params.push(filters.availabilityIds)}::int4[]`;
    parts.push(keysIndexed ? overlap : `coalesce(${overlap}, false)`);
  } else if (filters.availability !== undefined) {
    const availability = params.push(filters.availability);
    parts.push(`${alias}.availability = ANY($${availability}::text[])`);
  }
  if (filters.salaryPeriod !== undefined) {
    parts.push(`${alias}.salary_period = $${params.push(filters.salaryPeriod)}::text`);
    if (filters.salaryMin !== undefined)
      parts.push(`${alias}.salary_max >= $${params.push(filters.salaryMin)}::int`);
    if (filters.salaryMax !== undefined)
      parts.push(`${alias}.salary_min <= $${params.push(filters.salaryMax)}::int`);
  }
  if (filters.idUser !== undefined)
    parts.push(`${alias}.id_user = $${params.push(filters.idUser)}::bigint`);
  return parts.map((p) => ` AND ${p}`).join('');
}

/**
 * The filters but one talent's id (probeReadFilter) as a check of one row a probe already holds
 * (alias `t`, its id_user), or "" without any: a primary-key lookup per row, evaluated after the
 * cheaper conditions before it (the planner orders a filter's conditions by cost). A probe reads a fixed number of entries of its
 * index and checks the filters on the term matches among them, instead of reading entries until
 * that many pass the filters: a rare filter (min_years=5: 0.3 % of the bulk talents) made that
 * read the whole index, fetching every row (0.2-1 s at 100k). The rows found are the same:
 * the matches among the first entries of the same order.
 */
export function filterCheck(filters: TalentFilters | undefined, params: SqlParams): string {
  // The city and a keyed availability are search keys: checked on the key array the probe read
  // (no lookup). So are the years but the cutoff's own (a lookup for that year's talents only).
  const keyed = filters && keyFilters(filters);
  const onKeys =
    (keyed ? filterSql(keyed, params) : '') +
    (filters?.minYears === undefined ? '' : ` AND ${yearsKeyCheck(filters.minYears, params)}`);
  const check =
    filters &&
    activeFilters({
      ...filters,
      city: undefined,
      minYears: undefined,
      idUser: undefined,
      ...(keyed?.availabilityIds ? { availability: undefined } : {}),
    });
  return check
    ? `${onKeys} AND coalesce((SELECT true FROM talents f
      WHERE f.id_user = t.id_user${filterSql(check, params, 'f')}), false)`
    : onKeys;
}

/** The filters that are conditions on search_ids (city; availability with its key ids), if any. */
function keyFilters(filters: TalentFilters): TalentFilters | undefined {
  const keyed: TalentFilters = {};
  if (filters.city !== undefined) keyed.city = filters.city;
  if (filters.availability !== undefined && filters.availabilityIds !== undefined) {
    keyed.availability = filters.availability;
    keyed.availabilityIds = filters.availabilityIds;
  }
  return Object.keys(keyed).length > 0 ? keyed : undefined;
}

/** The availability's search keys (a:<value>, migration 101), for the search to give ids to. */
export function availabilityKeys(filters: TalentFilters | undefined): string[] {
  return filters?.availability?.map((value) => `a:${value}`) ?? [];
}

/**
 * The filters a probe keeps in its read of the index (" AND ...", or ""): one talent's id
 * (a saved search's alert check) is a primary-key lookup, not a rare condition to read past.
 */
export function probeReadFilter(filters: TalentFilters | undefined, params: SqlParams): string {
  return filters?.idUser === undefined ? '' : filterSql({ idUser: filters.idUser }, params);
}
