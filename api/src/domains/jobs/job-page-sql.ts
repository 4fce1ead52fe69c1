// Which jobs make a page, as SQL over `jobs j` alone (jobs-data.ts reads those rows whole after).
// The orders (issue 32) are those of main's single statement, read so that PostgreSQL can walk
// an index and stop at the page instead of reading and sorting every match:
// - a term count that is the same for every match (one term or none) is left out of the order,
//   so newest walks jobs_open_posted_idx and salary jobs_open_salary_idx (migration 103) as they
//   are; with more terms it stays a tie-break between their leading keys (an incremental sort
//   over the same walk);
// - best match first reads one branch per number of terms matched, most first, under one LIMIT
//   (as the talent search's match levels, decision 033): a branch is read only when the ones
//   before it did not fill the page;
// - a talent's best match first (matchLevelsSql): the first matches along the newest index are
//   read once; each level (terms matched, then how many of the talent's skills) is answered from
//   them when they hold enough of it (or every match), else from the GIN index through the sets
//   of the talent's skills that level needs.
// Every variant orders the matches exactly as main's statement did (same keys, same ties).
import type { SqlParam } from '../../db/db.js';

/**
 * Matches read along the newest index before a level of the match order falls back to GIN, as
 * a multiple of the rows the page needs: enough for the dense level to fill the page there, few
 * enough that a term of a few percent of the jobs is not walked for long.
 */
export const PROBE_PER_WANTED = 3;
/**
 * Terms up to which a talent's match order is read by levels. With more, terms × skill levels
 * branches (and their fallbacks) cost more than the level-per-term read: 3 terms measured 7.6 s
 * against 1.1 s on the loaded bench box.
 */
const MAX_LEVEL_TERMS = 1;
/** A level needing more key sets than this is read through "any of the talent's skills". */
const MAX_LEVEL_SETS = 20;
/** Talents with more skills than this are ordered by the plain sort (levels would be many). */
const MAX_LEVEL_KEYS = 8;

/** Collects parameters and answers their placeholders. */
export class Params {
  readonly values: SqlParam[] = [];
  push(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface PageOrderInput {
  sort: 'match' | 'newest' | 'salary';
  /** Per term, its keys. */
  termKeys: string[][];
  /** The viewing talent's skill keys ([]: no talent, no match order key). */
  talentKeys: string[];
  limit: number;
  offset: number;
}

/**
 * How many of the talent's skills the job asks for: one containment test per distinct key of
 * the talent, summed, which is the size of the two key sets' intersection.
 */
function matchCountSql(params: Params, keys: string[]): string {
  const list = params.push(keys);
  const hits = keys.map((_, i) => `(j.skill_keys @> ARRAY[(${list}::text[])[${i + 1}]])::int`);
  return `(${hits.join(' + ')})`;
}

/**
 * The page's ids (`pageSql`, over rows passing `whereSql`) and the full order to sort the page's
 * rows by once read (`order`, the one main's statement used: it ends with the unique id).
 */
export function pageIdsSql(
  params: Params,
  whereSql: string,
  input: PageOrderInput,
): { pageSql: string; order: string } {
  const termHits = input.termKeys.map(
    (keys) => `(j.search_keys && ${params.push(keys)}::text[])::int`,
  );
  const termCount = termHits.join(' + ');
  // A bare number in ORDER BY names a column: leave out what is constant for this search.
  const terms = termHits.length > 0 ? [`${termCount} DESC`] : [];
  // Built only for the order that uses it: a parameter the statement never reads has no type
  // PostgreSQL can infer, and the query fails.
  const talentKeys = [...new Set(input.talentKeys)];
  const matchCount =
    input.sort === 'match' && talentKeys.length > 0 ? matchCountSql(params, talentKeys) : '';
  const matches = matchCount ? [`${matchCount} DESC`] : [];
  const newest = ['j.posted_at DESC', 'j.id_job DESC'];
  const orders = {
    match: (t: string[]) => [...t, ...matches, ...newest],
    newest: (t: string[]) => [newest[0]!, ...t, newest[1]!],
    salary: (t: string[]) => ['j.salary_max DESC NULLS LAST', ...t, ...newest],
  };
  const order = orders[input.sort](terms).join(', ');
  // Every match holds at least one term (the search's condition), so with one term it is 1.
  const walked = orders[input.sort](termHits.length > 1 ? terms : []).join(', ');
  const limit = params.push(input.limit);
  const offset = params.push(input.offset);
  if (matchCount && termHits.length <= MAX_LEVEL_TERMS && talentKeys.length <= MAX_LEVEL_KEYS)
    return {
      pageSql: matchLevelsSql(params, whereSql, { termCount, matchCount }, talentKeys, input, {
        limit,
        offset,
      }),
      order,
    };
  if (input.sort !== 'match' || termHits.length <= 1)
    return {
      pageSql: `SELECT j.id_job FROM jobs j WHERE ${whereSql}
                 ORDER BY ${walked} LIMIT ${limit} OFFSET ${offset}`,
      order,
    };
  // Best match first with several terms: the terms matched lead the order, one branch each.
  const want = params.push(input.offset + input.limit);
  const rest = orders.match([]).join(', ');
  const branches = termHits.map((_, i) => {
    const level = termHits.length - i;
    return `(SELECT j.id_job FROM jobs j WHERE ${whereSql} AND ${termCount} = ${level}
              ORDER BY ${rest} LIMIT ${want})`;
  });
  return {
    pageSql: `SELECT id_job FROM (${branches.join('\n UNION ALL ')}) levels
               LIMIT ${limit} OFFSET ${offset}`,
    order,
  };
}

/** The sets of `size` keys out of `keys` (each once, in order). */
function subsets(keys: readonly string[], size: number): string[][] {
  if (size === 0) return [[]];
  if (keys.length < size) return [];
  const [first, ...rest] = keys;
  return [...subsets(rest, size - 1).map((set) => [first!, ...set]), ...subsets(rest, size)];
}

/**
 * A talent's best match first: one branch per level, a level being how many terms a job
 * matches (most first) and then how many of the talent's skills it asks for (most first), each
 * ordered newest first. The probe holds the first matches in newest order (PROBE_PER_WANTED
 * times the rows the page needs); a level holding `want` of them (or a probe holding every match)
 * is complete there: a match of that level not in the probe comes after all of it. Else the level
 * is read through GIN: jobs holding one of the level's sets of the talent's skills (a necessary
 * condition), then the exact counts.
 */
function matchLevelsSql(
  params: Params,
  whereSql: string,
  counts: { termCount: string; matchCount: string },
  keys: string[],
  input: PageOrderInput,
  page: { limit: string; offset: string },
): string {
  const want = params.push(input.offset + input.limit);
  const probeSize = params.push(Math.max(PROBE_PER_WANTED * (input.offset + input.limit), 60));
  const anyKey = params.push(keys.map((key) => `s:${key}`));
  const newest = 'ORDER BY j.posted_at DESC, j.id_job DESC';
  // With one term or none every match holds it: the term level is the same for all.
  const termCount = input.termKeys.length > 1 ? counts.termCount : '1';
  const necessary = new Map<number, string>();
  for (let level = 0; level <= keys.length; level += 1) {
    const sets = level === 0 ? [] : subsets(keys, level);
    necessary.set(
      level,
      level === 0
        ? `NOT (j.search_keys && ${anyKey}::text[])`
        : sets.length > MAX_LEVEL_SETS
          ? `j.search_keys && ${anyKey}::text[]`
          : `(${sets
              .map((set) => `j.search_keys @> ${params.push(set.map((k) => `s:${k}`))}::text[]`)
              .join(' OR ')})`,
    );
  }
  const branches: string[] = [];
  for (let terms = Math.max(input.termKeys.length, 1); terms >= 1; terms -= 1)
    for (let level = keys.length; level >= 0; level -= 1) {
      const inProbe = `(SELECT count(*) FROM probe WHERE t = ${terms} AND m = ${level})`;
      const complete = `((SELECT n FROM seen) < ${probeSize} OR ${inProbe} >= ${want})`;
      branches.push(
        `(SELECT j.id_job FROM probe j WHERE j.t = ${terms} AND j.m = ${level} AND ${complete}
            ${newest} LIMIT ${want})`,
        `(SELECT j.id_job FROM jobs j WHERE ${whereSql} AND ${necessary.get(level)}
            AND ${termCount} = ${terms} AND ${counts.matchCount} = ${level} AND NOT ${complete}
            ${newest} LIMIT ${want})`,
      );
    }
  return `WITH probe AS MATERIALIZED (
      SELECT j.id_job, j.posted_at, ${termCount} AS t, ${counts.matchCount} AS m FROM jobs j
       WHERE ${whereSql} ${newest} LIMIT ${probeSize}),
    seen AS MATERIALIZED (SELECT count(*) AS n FROM probe)
    SELECT id_job FROM (${branches.join('\n UNION ALL ')}) levels LIMIT ${page.limit} OFFSET ${page.offset}`;
}
