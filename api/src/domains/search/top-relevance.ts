// The relevance strategy of a search's top: one branch per "matched exactly m terms" level
// (m = k..1), each an ordered probe of the ranking index or a GIN bitmap as the cost model says,
// chained under one LIMIT so PostgreSQL stops when the page is full; per employment-type group
// for the freelance / fulltime sorts; levels no two terms can meet at are gated off.
import { bitmapFirst, furtherProbeRows, probeRows } from './cost-model.js';
import {
  matchedExpr,
  RANK_ORDER,
  RANK_ORDER_UNINDEXED,
  type SqlParams,
  type TermKeys,
} from './sql-parts.js';
import type { TopParts } from './top-options.js';

/** "Matches at least m of the k terms" in a form the GIN index answers (OR of ANDs of overlaps). */
export function atLeast(m: number, k: number, allParam: number): string {
  if (m === 1) return `t.search_ids && $${allParam}::int4[]`;
  const clauses: string[] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === m) {
      clauses.push(`(${chosen.map((i) => `t.search_ids && $${i + 1}::int4[]`).join(' AND ')})`);
      return;
    }
    for (let i = from; i < k; i += 1) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return clauses.length === 1 ? clauses[0]! : `(${clauses.join(' OR ')})`;
}

/** The top of a relevance-ordered search (see the header). */
export function relevanceTop(
  parts: TopParts,
  groups: ReadonlyArray<string | null | undefined>,
  firstGroupOnly: boolean,
  firstBranchOnly: boolean,
): { sql: string; params: SqlParams; appliesOffset: boolean; partial: boolean } {
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
    probeFilters,
  } = parts;
  const { want } = options;
  const pairGate = levelGates(terms, params);
  const branches: string[] = [];
  for (const group of firstGroupOnly || firstBranchOnly ? groups.slice(0, 1) : groups) {
    const filter = typeFilter(group);
    // The probes read the type's range of the index and check the recruiter's filters on the
    // matches they read (talent-filters.ts, filterCheck).
    let probeTypeText: string | undefined;
    // Without filters that is the type condition alone, written once for every read.
    const probeRead = () =>
      (probeTypeText ??=
        parts.filters === '' ? filter : typeFilter(group, false) + probeFilters.read());
    for (let m = k; m >= (firstBranchOnly ? k : 1); m -= 1) {
      // Nothing under the level runs when no talent can hold m of the terms (an InitPlan).
      const gate = pairGate(m);
      const exactly = m === k ? '' : ` AND (${matchedExpr(k)}) = ${m}`;
      for (let g = bonusParams.length; g >= (firstBranchOnly ? bonusParams.length : 0); g -= 1) {
        const withBonus =
          bonusParams.length === 0
            ? ''
            : g === bonusParams.length
              ? bonusParams.map((i) => ` AND t.search_ids && $${i}::int4[]`).join('')
              : ` AND (${bonusExpr}) = ${g}`;
        const where = `${atLeast(m, k, allParam)}${exactly}${withBonus}`;
        // The probe filters rows it already holds (no index to serve): "exactly m" alone is the
        // same condition in k overlaps per row, where the GIN form adds up to C(k, m) x m more
        // ("html, redis, data analysis" level 2 at 1M: 16,000 rows, 33 ms of filtering).
        const probeWhere = m === k ? where : `(${matchedExpr(k)}) = ${m}${withBonus}`;
        const bitmap = (extra: string) => `SELECT t.id_user, ${m + g} AS match_count FROM talents t
          WHERE ${where}${gate}${filter}${extra} ORDER BY ${RANK_ORDER_UNINDEXED} LIMIT $${wantParam}`;
        if (bitmapFirst(m, sizes, want, options.talents)) {
          branches.push(`(${bitmap('')})`);
          continue;
        }
        const rows = probeRows(m, sizes, want, options.talents);
        const further = furtherProbeRows(rows);
        const found = '(SELECT count(*) FROM probe)';
        const both = `(${found} + (SELECT count(*) FROM further))`;
        branches.push(`(WITH probe AS (
            SELECT t.id_user FROM (SELECT t.id_user, t.search_ids FROM talents t
              WHERE true${gate}${probeRead()} ORDER BY ${RANK_ORDER} LIMIT ${rows}) t
            WHERE ${probeWhere}${probeFilters.check()} LIMIT $${wantParam}
          ), further AS (
            -- Only when the probe fell short, yet found matches densely enough that reading on
            -- is expected to fill the page: the next entries of the same index, same filter.
            SELECT t.id_user FROM (SELECT t.id_user, t.search_ids FROM talents t
              WHERE true${gate}${probeRead()} ORDER BY ${RANK_ORDER}
              LIMIT ${further} OFFSET ${rows}) t
            WHERE ${probeWhere}${probeFilters.check()} AND ${found} < $${wantParam}
              AND ${found} * ${further} >= ${(1.5 * rows).toFixed(0)} * ($${wantParam} - ${found})
            LIMIT $${wantParam}
          )
          SELECT id_user, ${m + g} AS match_count FROM probe
          WHERE ${both} >= $${wantParam}
          UNION ALL
          SELECT id_user, ${m + g} AS match_count FROM further
          WHERE ${both} >= $${wantParam}
          UNION ALL
          (${bitmap(` AND ${both} < $${wantParam}`)}))`);
      }
    }
  }
  const sql = `SELECT id_user, match_count FROM (${branches.join('\n UNION ALL ')}) ranked LIMIT $${wantParam}`;
  return { sql, params, appliesOffset: false, partial: firstGroupOnly || firstBranchOnly };
}

/**
 * Per match level m >= 2, a condition (" AND ...", or "" when it cannot rule anything out) that
 * is false when no talent can hold m of the terms: holding m terms means holding a key of each
 * of them, so every two of those terms must meet in some talent. Two terms of skill and job-title
 * keys only meet when a pair of their keys is held together (search_skill_pairs, migrations 068
 * and 069, read live in the statement, one primary-key lookup per pair); other terms (names,
 * cities) and terms sharing a key are taken as meeting. Terms that never meet ("html, redis, data analysis"
 * at 1M) then skip the level's probe and GIN AND altogether.
 */
function levelGates(terms: readonly TermKeys[], params: SqlParams): (m: number) => string {
  const k = terms.length;
  const edge = new Map<string, string>();
  for (let i = 0; i < k; i += 1)
    for (let j = i + 1; j < k; j += 1) {
      const ki = terms[i]!.keys;
      const kj = terms[j]!.keys;
      const paired = [...ki, ...kj].every((key) => key.startsWith('s:') || key.startsWith('t:'));
      if (!paired || ki.some((key) => kj.includes(key))) continue;
      const as = params.push(ki.flatMap((a) => kj.map(() => a)));
      const bs = params.push(ki.flatMap(() => kj));
      // Stored as (a, b) with a < b in byte order (COLLATE "C" columns).
      edge.set(
        `${i},${j}`,
        `EXISTS (SELECT FROM unnest($${as}::text[], $${bs}::text[]) q(x, y)
          WHERE (SELECT p.talent_count FROM search_skill_pairs p
                 WHERE p.a = least(q.x COLLATE "C", q.y) AND p.b = greatest(q.x COLLATE "C", q.y)) > 0)`,
      );
    }
  return (m) => {
    if (m < 2 || edge.size === 0) return '';
    const subsets: string[] = [];
    let open = false;
    const pick = (from: number, chosen: number[]) => {
      if (chosen.length === m) {
        const needs: string[] = [];
        for (let x = 0; x < m; x += 1)
          for (let y = x + 1; y < m; y += 1) {
            const e = edge.get(`${chosen[x]},${chosen[y]}`);
            if (e) needs.push(e);
          }
        if (needs.length === 0) open = true;
        else subsets.push(needs.length === 1 ? needs[0]! : `(${needs.join(' AND ')})`);
        return;
      }
      for (let i = from; i < k; i += 1) pick(i + 1, [...chosen, i]);
    };
    pick(0, []);
    return open ? '' : ` AND (${subsets.join(' OR ')})`;
  };
}
