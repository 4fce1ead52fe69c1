// npm run bench:search-profile -w api   (DATABASE_URL = a seeded bench database)
// Where one cold search spends its time, one client, no HTTP and no cache: the mixed workload's
// searches in Zipf order, each statement timed as the API runs it (round trips, statements per
// search), then a sample of each statement kind EXPLAINed for planning vs execution time.
// PROFILE_SEARCHES (400) = how many searches; PROFILE_EXPLAIN (40) = searches EXPLAINed.
import { readFileSync } from 'node:fs';
import type { Db, SqlParam } from '../src/db/db.js';
import { GENERIC_PLAN_PREFIX, openPostgres } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { createTalentSearch } from '../src/domains/search/talent-search.js';
import { popularSkills } from './database.js';
import { processCpuMsOf } from './machine-cpu.js';
import { mixedSearchPaths, searchInput, zipfSequence } from './search-mix.js';

const SEARCHES = Number(process.env.PROFILE_SEARCHES ?? 1000);
const EXPLAINED = Number(process.env.PROFILE_EXPLAIN ?? 40);

interface Recorded {
  sql: string;
  params: readonly SqlParam[];
  name: string | undefined;
  ms: number;
}

function kind(sql: string): string {
  if (/ranked AS MATERIALIZED/.test(sql)) return 'search page (top, count, cards)';
  if (/json_agg\(json_build_array/.test(sql)) return 'word catalog load';
  if (/^SELECT catalog_generation/.test(sql)) return 'catalog generation';
  if (/search_tokens/.test(sql) && /skill_catalog/.test(sql)) return 'catalog (skills+words)';
  if (/search_tokens/.test(sql)) return 'words catalog';
  if (/FROM hits h JOIN skill_catalog/.test(sql)) return 'skill catalog';
  if (/capped/.test(sql) && !/unnest/.test(sql)) return 'capped count';
  if (/AS found/.test(sql)) return 'all terms exactly?';
  if (/UNION ALL|probe/.test(sql)) return 'top of the page';
  return 'cards';
}

/** user + system CPU time of a local process, from /proc (clock ticks of 10 ms). */
function backendCpuMs(pid: number): number {
  return processCpuMsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const fmt = (n: number) => n.toFixed(2);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL (a seeded bench database) is required');
  // One connection per pool: their backends' CPU time (from /proc) is the database's cost.
  const db = openPostgres(url, 1);
  await migrate(db);
  // Two backends: the plain connection and the one for generic-plan statements (db.ts).
  const pid = async (name?: string) =>
    (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', [], name)).rows[0]!.pid;
  const backends = [await pid(), await pid(`${GENERIC_PLAN_PREFIX}pid`)];
  const backendsCpuMs = () => backends.reduce((sum, b) => sum + backendCpuMs(b), 0);
  // The plain connection serves only catalog loads: keep it from the pool's idle timeout
  // (10 s), or its backend (and its CPU time) is gone before the run ends.
  const keepAlive = setInterval(() => void db.query('SELECT 1').catch(() => undefined), 2_000);
  const skills = await popularSkills(db);
  const paths = zipfSequence(mixedSearchPaths(skills), SEARCHES);
  let current: Recorded[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const recorder: Db = {
    ...db,
    query: async (sql, params, name) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const started = performance.now();
      try {
        return await db.query(sql, params, name);
      } finally {
        inFlight -= 1;
        current.push({ sql, params: params ?? [], name, ms: performance.now() - started });
      }
    },
  };
  const search = createTalentSearch(recorder, { cache: false });
  // Warm-up: plans, catalogs and buffers.
  for (const p of paths.slice(0, 50)) await search.list(searchInput(p));

  const dbCpuBefore = backendsCpuMs();
  const nodeCpuBefore = process.cpuUsage();
  const totals: number[] = [];
  const statements: number[] = [];
  const byKind = new Map<string, number[]>();
  const samples: Array<{ path: string; recorded: Recorded[] }> = [];
  for (const p of paths) {
    current = [];
    maxInFlight = 0;
    const started = performance.now();
    await search.list(searchInput(p));
    totals.push(performance.now() - started);
    statements.push(current.length);
    for (const r of current) {
      const k = kind(r.sql);
      byKind.set(k, [...(byKind.get(k) ?? []), r.ms]);
    }
    if (samples.length < EXPLAINED) samples.push({ path: p, recorded: current });
  }
  const dbCpu = backendsCpuMs() - dbCpuBefore;
  clearInterval(keepAlive);
  const prepared = (
    await db.query<{ statements: number; generic: number; custom: number }>(
      `SELECT count(*)::int AS statements, coalesce(sum(generic_plans), 0)::int AS generic,
              coalesce(sum(custom_plans), 0)::int AS custom FROM pg_prepared_statements`,
      [],
      `${GENERIC_PLAN_PREFIX}prepared`,
    )
  ).rows[0]!;
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log(`${SEARCHES} searches, one client, cache off`);
  console.log(
    `CPU per search: PostgreSQL backend ${fmt(dbCpu / SEARCHES)} ms, Node ${fmt((nodeCpu.user + nodeCpu.system) / 1000 / SEARCHES)} ms (no HTTP)`,
  );
  console.log(
    `per search: mean ${fmt(sum(totals) / totals.length)} ms, p50 ${fmt(quantile(totals, 0.5))}, p99 ${fmt(quantile(totals, 0.99))}; statements mean ${fmt(sum(statements) / statements.length)}`,
  );
  console.log(
    `prepared statements on the connection: ${prepared.statements}, executions with a generic plan ${prepared.generic}, custom ${prepared.custom}`,
  );
  console.log('statement kind | count | mean ms (wall, as run) | p99 ms | share of total');
  const all = sum(totals);
  for (const [k, ms] of byKind)
    console.log(
      `${k} | ${ms.length} | ${fmt(sum(ms) / ms.length)} | ${fmt(quantile(ms, 0.99))} | ${((100 * sum(ms)) / all).toFixed(0)} %`,
    );

  // Planning vs execution, from the server's own summary.
  const plan = new Map<string, { planning: number[]; execution: number[] }>();
  const worst: Array<{ ms: number; what: string; path: string; params: string }> = [];
  for (const s of samples)
    for (const r of s.recorded) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, SUMMARY) ${r.sql}`,
        [...r.params],
      );
      const text = rows.map((x) => x['QUERY PLAN']).join('\n');
      const planning = Number(/Planning Time: ([\d.]+)/.exec(text)?.[1] ?? NaN);
      const execution = Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? NaN);
      const k = kind(r.sql);
      const entry = plan.get(k) ?? { planning: [], execution: [] };
      entry.planning.push(planning);
      entry.execution.push(execution);
      plan.set(k, entry);
      worst.push({ ms: execution, what: k, path: s.path, params: JSON.stringify(r.params) });
    }
  console.log(`\nEXPLAIN (ANALYZE, SUMMARY) of the first ${samples.length} searches' statements`);
  console.log('statement kind | count | planning mean ms | execution mean ms | execution p99');
  for (const [k, v] of plan)
    console.log(
      `${k} | ${v.planning.length} | ${fmt(sum(v.planning) / v.planning.length)} | ${fmt(sum(v.execution) / v.execution.length)} | ${fmt(quantile(v.execution, 0.99))}`,
    );
  console.log('\nslowest statements (execution):');
  for (const w of worst.sort((a, b) => b.ms - a.ms).slice(0, 12))
    console.log(
      `${fmt(w.ms)} ms ${w.what} ${decodeURIComponent(w.path)} ${w.params.slice(0, 160)}`,
    );
  // Time by sort and filter: which kinds of search the total goes to.
  const groups = new Map<string, number[]>();
  paths.forEach((p, i) => {
    const q = new URL(p, 'http://x').searchParams;
    const g = `sort=${q.get('sort') ?? 'relevance'}${q.get('employment_type') ? ' +filter' : ''}`;
    groups.set(g, [...(groups.get(g) ?? []), totals[i]!]);
  });
  console.log('\nsearch kind | searches | mean ms | share of total');
  for (const [g, ms] of [...groups].sort((a, b) => sum(b[1]) - sum(a[1])))
    console.log(
      `${g} | ${ms.length} | ${fmt(sum(ms) / ms.length)} | ${((100 * sum(ms)) / all).toFixed(0)} %`,
    );
  const slow = paths
    .map((p, i) => ({ p, ms: totals[i]! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  console.log('\nslowest searches:');
  for (const s of slow) console.log(`${fmt(s.ms)} ms ${decodeURIComponent(s.p)}`);
  await db.close();
}

await main();
