// The sorted strategy of a search's top (newest, name, location): a probe of the sort's own
// index, the run of matches at its edge read whole, the city or name walks when every term is a
// city or a name word (walks.ts), and a full read of every match only when those fall short.
import { SEARCH_ORDER, type TalentSort } from './talent-sorts.js';
import { CITY_WALK_STEPS, NAME_WALK_LONG, NAME_WALK_STEPS, LEAN_MARGIN } from './tuning.js';
import { filterSql } from './talent-filters.js';
import { nameWalkJump, probeRows, sortedProbeRows } from './cost-model.js';
import { matchedExpr } from './sql-parts.js';
import type { TopParts } from './top-options.js';
import { cityWalk, filterCityWalk, nameWalk, onlyCityKeys, onlyNameKeys } from './walks.js';

/** SEARCH_ORDER's sorts in forms no index provides (same order; NULLs stay NULL). */
export const UNINDEXED_SEARCH_ORDER: Readonly<Partial<Record<TalentSort, string>>> = {
  newest: "(t.created_at + interval '0 s') DESC",
  name: "lower(t.full_name || '')",
  location: "lower(t.domicile || ''), lower(t.full_name)",
};
/**
 * The sort keys of name, location and newest searches, as their indexes hold them. Within equal
 * keys a sorted search orders by relevance: more matched terms, more generic title words, then
 * the newest account (highest id) — the same in the probe, the city walk and the full read.
 */
export const SORT_KEYS: Readonly<
  Partial<Record<TalentSort, ReadonlyArray<{ expr: string; desc?: boolean; nullable?: boolean }>>>
> = {
  newest: [{ expr: 't.created_at', desc: true }],
  name: [{ expr: 'lower(t.full_name)' }],
  location: [{ expr: 'lower(t.domicile)', nullable: true }, { expr: 'lower(t.full_name)' }],
};

/**
 * Whether a sorted search leaves its full read out: the probe of the sort index is expected to
 * fill the page (it runs only when the probe falls short). Name and city walks keep it: those
 * matches cluster in the sort order, where density says little.
 */
export function sortedProbeOnly(
  parts: Pick<TopParts, 'options' | 'terms' | 'sizes'>,
  floor: number,
): boolean {
  const { options, terms, sizes } = parts;
  const { sort, want } = options;
  const talents = options.talents ?? 0;
  const walks =
    (sort === 'location' && onlyCityKeys(terms)) || (sort === 'name' && onlyNameKeys(terms));
  return (
    !walks &&
    (floor * sortedProbeRows(sizes, want, options.talents)) / Math.max(1, talents) >=
      LEAN_MARGIN * want
  );
}

/** The top of a sorted search (see the header); `partial` when the full read was left out. */
export function sortedTop(
  parts: TopParts,
  sort: TalentSort,
  probeOnly: boolean,
): { sql: string; params: TopParts['params']; appliesOffset: boolean; partial: boolean } {
  const {
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
  } = parts;
  const { employmentType, want } = options;
  const primary = SEARCH_ORDER[sort]!;
  const sortKeys = SORT_KEYS[sort]!;
  // The type as a column filter serves the walks and the full read only; a probe-only
  // statement has neither, and every parameter must appear: pushed where first written.
  let filterText: string | undefined;
  const filter = () => (filterText ??= typeFilter(employmentType));
  // The same filter as a search key (e:<type>, migration 061, by its id): the probe, the walks'
  // counts and the edge run then stay index-only. Written so that no plan takes it to the GIN
  // index.
  // The recruiter's filters ride along where a read stops at the sort keys (edge run, walks);
  // the probe checks them on the matches it read (talent-filters.ts, filterCheck).
  const typeKeyFilter =
    employmentType === undefined
      ? ''
      : ` AND $${params.push(options.employmentTypeId ?? 0)}::int4 = ANY(t.search_ids)`;
  const probeFilter = typeKeyFilter + filters;
  const scores = `(${matchedExpr(k)}) AS matched, (${bonusExpr}) AS bonus,
        (${matchedExpr(k)}) + (${bonusExpr}) AS match_count`;
  const tieBreak = 'matched DESC, bonus DESC, t.id_user DESC';
  // No walk under the recruiter's filters: a walk's matches per city or name are alike only
  // for the search's keys.
  const unfiltered = filters === '';
  const walk = unfiltered && sort === 'location' && bonusParams.length === 0 && onlyCityKeys(terms);
  const byName = unfiltered && sort === 'name' && bonusParams.length === 0 && onlyNameKeys(terms);
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
  // Under a city filter the location order holds its talents in the blocks of the cities it
  // keeps: the probe starts at the first of them (filterCityWalk) instead of reading the blocks
  // before it in vain ("html,swift" in Surabaya: 32,000 entries, none kept, at 100k).
  const cityStart = sort === 'location' && options.filters?.city !== undefined;
  const probeStart = byName
    ? ' AND lower(t.full_name) >= (SELECT coalesce(min(n.name) FILTER (WHERE n.hit), max(n.name)) FROM names n)'
    : cityStart
      ? ` AND lower(t.domicile) >= (SELECT CASE WHEN count(*) <= ${CITY_WALK_STEPS}
          THEN min(c.city) FILTER (WHERE c.hit) ELSE '' END FROM filter_cities c)`
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
        cityStart
          ? `RECURSIVE ${filterCityWalk(filterSql({ city: options.filters!.city! }, params))},`
          : ''
      }${
        byName
          ? `RECURSIVE ${nameWalk(allParam, wantParam, probeFilter, nameSteps, nameWalkJump(matchBound, nameSteps))},`
          : ''
      } probe AS (
        SELECT t.id_user, ${keyNames}, ${scores}
        FROM (SELECT t.id_user, ${keyCols}, t.search_ids FROM talents t
              WHERE true${typeKeyFilter}${probeFilters.read()}${walkGate}${probeStart} ORDER BY ${primary}
              LIMIT ${probeLimit}) t
        WHERE t.search_ids && $${allParam}::int4[]${probeFilters.check()} LIMIT $${wantParam}
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
