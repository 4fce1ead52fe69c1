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
// - a talent's best match first (matchLevelsSql), up to MAX_LEVEL_TERMS terms: the newest
//   PROBE_ROWS open jobs are read once (bounded by rows read, not rows found, as the talent
//   search's PROBE_ROWS, so a filter that drops most jobs never walks far); each level (terms
//   matched, then how many of the talent's skills) is answered from them when they hold enough
//   of it (or every open job), else through the GIN index alone (a bitmap and a sort, never an
//   index walk: such a level is rare among the newest jobs, so a walk would be long).
// Every variant orders the matches exactly as main's statement did (same keys, same ties).
import type { SqlParam } from '../../db/db.js';

/**
 * Open jobs read along the newest index (whatever the filters drop) before a level of the match
 * order falls back to GIN. A level holding the page's rows among them has at least want / 2,000
 * of the newest jobs; one that does not is rare enough (a few thousand jobs at most at that
 * density) for a bitmap read and a sort.
 */
export const PROBE_ROWS = 2_000;
/**
 * Matches the probe stops at, as a multiple of the rows the page needs: enough for the dense
 * level to fill the page there, so that a common term reads a few hundred jobs, not PROBE_ROWS.
 */
export const PROBE_PER_WANTED = 3;
/**
 * Terms up to which a talent's match order is read by levels (terms × skill levels branches):
 * the job search mix types up to three, a typo of a two-word skill ("data naalysis") makes four.
 * Past it, one branch per number of terms matched.
 */
const MAX_LEVEL_TERMS = 4;
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
): { pageSql: string; order: string; levels?: true } {
  const termLists = input.termKeys.map((keys) => params.push(keys));
  const termHits = termLists.map((list) => `(j.search_keys && ${list}::text[])::int`);
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
      pageSql: matchLevelsSql(
        params,
        whereSql,
        { termCount, matchCount, termLists },
        talentKeys,
        input,
        { limit, offset },
      ),
      order,
      levels: true,
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
 * Jobs at `level` terms matched of `lists` (each term's keys placeholder) hold at least one of
 * the level's sets of terms: a condition the GIN index answers ("true" at one term, which the
 * search's own condition already asks).
 */
function termLevelNecessary(lists: readonly string[], level: number): string {
  if (level <= 1) return 'true';
  const sets = subsets(lists, level);
  return `(${sets
    .map((set) => `(${set.map((list) => `j.search_keys && ${list}::text[]`).join(' AND ')})`)
    .join(' OR ')})`;
}

/**
 * A talent's best match first: one branch per level, a level being how many terms a job
 * matches (most first) and then how many of the talent's skills it asks for (most first), each
 * ordered newest first. The walk reads the newest open jobs, PROBE_ROWS at most; the probe is
 * the first probeSize of them that match. A level holding `want` of the probe (or a probe
 * holding every match: it ended short and the walk read every open job) is complete there: a match of that level not in the probe comes after all of it. Else the level
 * is read through GIN only (OFFSET 0 keeps the planner from walking the newest index for it):
 * jobs holding one of the level's sets of terms and of the talent's skills (a necessary
 * condition), then the exact counts.
 */
function matchLevelsSql(
  params: Params,
  whereSql: string,
  counts: { termCount: string; matchCount: string; termLists: string[] },
  keys: string[],
  input: PageOrderInput,
  page: { limit: string; offset: string },
): string {
  const want = params.push(input.offset + input.limit);
  const probeRows = params.push(PROBE_ROWS);
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
      // Read left to right: the probe first (it stops at probeSize matches), the walk's length
      // only when the probe ended short (the walk was then read to its end anyway).
      const complete = `(${inProbe} >= ${want} OR ((SELECT n FROM found) < ${probeSize}
          AND (SELECT count(*) FROM walk) < ${probeRows}))`;
      branches.push(
        `(SELECT j.id_job FROM probe j WHERE j.t = ${terms} AND j.m = ${level} AND ${complete}
            ${newest} LIMIT ${want})`,
        `(SELECT j.id_job FROM (SELECT j.id_job, j.posted_at FROM jobs j
             WHERE ${whereSql} AND ${termLevelNecessary(counts.termLists, terms)}
               AND ${necessary.get(level)} AND ${termCount} = ${terms}
               AND ${counts.matchCount} = ${level} AND NOT ${complete} OFFSET 0) j
            ${newest} LIMIT ${want})`,
      );
    }
  // Both CTEs are read on demand: the walk goes only as far as the probe pulls it.
  return `WITH walk AS MATERIALIZED (
      SELECT j.id_job, j.posted_at, (${whereSql}) AS hit, ${termCount} AS t,
             ${counts.matchCount} AS m
        FROM jobs j WHERE j.status = 'open' ${newest} LIMIT ${probeRows}),
    probe AS MATERIALIZED (SELECT id_job, posted_at, t, m FROM walk WHERE hit LIMIT ${probeSize}),
    found AS MATERIALIZED (SELECT count(*) AS n FROM probe)
    SELECT id_job FROM (${branches.join('\n UNION ALL ')}) levels LIMIT ${page.limit} OFFSET ${page.offset}`;
}
