// The years-of-experience filter as search keys (issue 31, migration 104): every talent with
// experience holds y:<yyyy>, the year of its first experience. "At least n years" is "first
// experience on or before the cutoff" (today less n years, in the statement: exact as days
// pass), so a talent of a year before the cutoff's year passes on its keys alone and only the
// cutoff's own year needs the row's experience_since. At 100k bulk talents min_years 1-4 keep
// 10k-93k talents: a count or a probe then reads the keys it already has instead of fetching
// each match's row.
import type { SqlParams } from './sql-parts.js';

/** The cutoff day for the years parameter `years` ($n). */
const cutoffDay = (years: string) => `(current_date - make_interval(years => ${years}::int))::date`;

/**
 * The ids of the y: keys of the years from the earliest first experience (the experience_since
 * index's first entry: a bounded set, no scan of the key catalog) to the cutoff's year, that
 * year itself included or not. A year no talent holds has no id and is left out.
 */
function yearKeyIds(years: string, withCutoffYear: boolean): string {
  const last = `extract(year FROM ${cutoffDay(years)})::int${withCutoffYear ? '' : ' - 1'}`;
  return `(SELECT coalesce(array_agg(d.id), '{}') FROM search_key_ids d
      WHERE d.key = ANY(ARRAY(SELECT 'y:' || to_char(make_date(y, 1, 1), 'YYYY')
        FROM generate_series((SELECT extract(year FROM min(m.experience_since))::int
          FROM talents m), ${last}) y)))`;
}

/** The row's own check (alias `alias`): its first experience on or before the cutoff. */
export function yearsRowSql(years: string, alias: string): string {
  return `${alias}.experience_since <= ${cutoffDay(years)}`;
}

/**
 * The filter where the GIN index answers it (a count): the talent holds a year up to the
 * cutoff's (an index condition), and the row, which a count's heap read fetches anyway, is on
 * or before the cutoff (only the cutoff's year can fail it).
 */
export function yearsIndexedSql(minYears: number, params: SqlParams, alias: string): string {
  const years = `$${params.push(minYears)}`;
  return `${alias}.search_ids && ${yearKeyIds(years, true)} AND ${yearsRowSql(years, alias)}`;
}

/**
 * The filter on the keys a probe read (alias `t`, no row of its own): a year before the
 * cutoff's passes there; the cutoff's own year is checked on the row by primary key.
 */
export function yearsKeyCheck(minYears: number, params: SqlParams): string {
  const years = `$${params.push(minYears)}`;
  return `(t.search_ids && ${yearKeyIds(years, false)}
      OR (t.search_ids && ${yearKeyIds(years, true)} AND coalesce((SELECT true FROM talents f
        WHERE f.id_user = t.id_user AND ${yearsRowSql(years, 'f')}), false)))`;
}
