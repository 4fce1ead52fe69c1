// The company and job reads of issue 32, side by side with a same-run baseline: on a fresh
// PostgreSQL database of READS_TALENTS bulk talents, READS_COMPANIES companies and
// READS_JOBS_PER_COMPANY open jobs each, the real API (bench/api-server.ts) and a bare pg query
// behind node:http serving the same rows (bench/company-baseline-server.ts) answer the company
// list, a company profile and the job list (as a talent: best match first; plain: a recruiter,
// newest first), `limit=25`. Each read is measured on the baseline and then on the API, same
// connections and durations; the report gives the API's req/s and p99 as ratios to the
// baseline's. Target (issue 32): each read at least 2x the old build's company list, which in
// baseline terms is READS_TARGET x the company list baseline's req/s (see READS_TARGET).
// Alone: `BENCH_SUITES=companies npm run bench -w api`; written to bench/company-last-run.md.
// READS_ONLY=<words>: only the reads whose name contains one (e.g. "Company list").
// READS_CPU_PROF=<dir>: the API runs with --cpu-prof and writes its profile there on stop.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { migrate } from '../src/db/migrate.js';
import { bulkSeed } from '../src/db/seed/bulk-seed.js';
import { bulkSeedJobs } from '../src/db/seed/bulk-jobs.js';
import { BENCH_PASSWORD, postgresUrl, profileTarget } from './database.js';
import { startChild, stopChild } from './children.js';
import { openScratchDatabase } from './scratch-database.js';
import { hash } from '@node-rs/argon2';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TALENTS = env('READS_TALENTS', 10_000);
const COMPANIES = env('READS_COMPANIES', 200);
const JOBS_PER_COMPANY = env('READS_JOBS_PER_COMPANY', 10);
const DURATION = env('BENCH_DURATION', 10);
const WARMUP = env('BENCH_WARMUP', 2);
const CONNECTIONS = env('BENCH_CONNECTIONS', 20);
const LIMIT = 25;
/** READS_ONLY: comma-separated words; only the reads whose name contains one. */
const ONLY = (process.env.READS_ONLY ?? '').split(',').filter(Boolean);
/**
 * Issue 32's bar, "each read at least 2x the old build's company list", as a multiple of this
 * run's bare company-list baseline (the old build is not here; BENCHMARKS.md, "Company and job
 * reads"): old ÷ new company list in the issue, 1,757 / 1,563 = 1.124, times what main 1552f72's
 * company list reached of the baseline side by side, 0.75 (0.74 and 0.76 in two runs), is the
 * old build at 0.84 of the baseline; twice that is 1.69.
 */
export const READS_TARGET = env('READS_TARGET', 1.69);

export interface ReadScenario {
  name: string;
  apiPath: string;
  baselinePath: string;
  /** Who asks the API: nobody (no cookie), the bench talent or the bench recruiter. */
  as: 'guest' | 'talent' | 'recruiter';
}

export interface ReadMeasure {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface ReadRow {
  scenario: ReadScenario;
  api: ReadMeasure;
  baseline: ReadMeasure;
  apiBytes: number;
  baselineBytes: number;
}

export function readScenarios(companyId: number, limit = LIMIT): ReadScenario[] {
  return [
    {
      name: `Company list ?limit=${limit}`,
      apiPath: `/api/company?limit=${limit}`,
      baselinePath: `/company-list?limit=${limit}`,
      as: 'guest',
    },
    {
      name: 'Company profile /api/company/:id',
      apiPath: `/api/company/${companyId}`,
      baselinePath: `/company/${companyId}`,
      as: 'guest',
    },
    {
      name: `Job list ?limit=${limit}, talent (best match first)`,
      apiPath: `/api/jobs?limit=${limit}`,
      baselinePath: `/jobs-match?limit=${limit}`,
      as: 'talent',
    },
    {
      name: `Job list ?limit=${limit}, plain (recruiter, newest first)`,
      apiPath: `/api/jobs?limit=${limit}`,
      baselinePath: `/jobs-newest?limit=${limit}`,
      as: 'recruiter',
    },
  ];
}

/** The ids an answer lists (companies or jobs), to check both servers serve the same rows. */
export function listedIds(body: unknown): number[] {
  const answer = body as { result?: unknown; data?: unknown };
  const items = answer.result ?? answer.data;
  const list = Array.isArray(items) ? items : [items];
  return list.map((item) => {
    const row = item as { id_job?: number; id_company?: number };
    return Number(row.id_job ?? row.id_company);
  });
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

export function readsTable(rows: ReadRow[], target = READS_TARGET): string {
  const bar = rows.find((r) => r.scenario.apiPath.startsWith('/api/company?'))?.baseline.rps ?? 0;
  const lines = [
    '| Read | API req/s | API p50 ms | API p99 ms | baseline req/s | baseline p99 ms | req/s ÷ baseline | ' +
      `p99 ÷ baseline | bytes API / baseline | req/s ÷ company-list baseline (target ≥ ${fmt(target, 2)}) | non-2xx / errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|',
  ];
  for (const r of rows) {
    const toBar = ratio(r.api.rps, bar);
    lines.push(
      `| ${r.scenario.name} | ${fmt(r.api.rps)} | ${fmt(r.api.p50)} | ${fmt(r.api.p99)} | ${fmt(r.baseline.rps)} | ` +
        `${fmt(r.baseline.p99)} | ${fmt(ratio(r.api.rps, r.baseline.rps), 2)} | ${fmt(ratio(r.api.p99, r.baseline.p99), 2)} | ` +
        `${r.apiBytes} / ${r.baselineBytes} | ${bar > 0 ? `${fmt(toBar, 2)}: ${toBar >= target ? 'met' : 'MISSED'}` : '–'} | ` +
        `${r.api.non2xx + r.baseline.non2xx} / ${r.api.errors + r.baseline.errors} |`,
    );
  }
  return lines.join('\n');
}

async function load(
  port: number,
  urlPath: string,
  cookie: string | undefined,
  seconds: number,
): Promise<ReadMeasure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measure(port: number, urlPath: string, cookie?: string): Promise<ReadMeasure> {
  await load(port, urlPath, cookie, WARMUP);
  return load(port, urlPath, cookie, DURATION);
}

async function login(port: number, who: 'user' | 'company', email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login-${who}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`login-${who} ${email}: ${response.status}`);
  return cookie;
}

async function fetchJson(port: number, urlPath: string, cookie?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    ...(cookie ? { headers: { cookie } } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${urlPath}: ${response.status} ${text.slice(0, 200)}`);
  return { body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
}

export async function companyReadsSuite(
  log: (line: string) => void,
  serverNice: number | null,
): Promise<void> {
  const started = Date.now();
  log(
    `Company and job reads: ${TALENTS} talents, ${COMPANIES} companies × ${JOBS_PER_COMPANY} jobs, limit=${LIMIT}`,
  );
  const scratch = await openScratchDatabase('postgres', await postgresUrl(), 'reads', 4);
  try {
    const { db } = scratch;
    await migrate(db);
    const passwordHash = await hash(BENCH_PASSWORD, {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    await bulkSeed(db, { talents: TALENTS, companies: COMPANIES, passwordHash });
    await bulkSeedJobs(db, { perCompany: JOBS_PER_COMPANY });
    await db.query('VACUUM ANALYZE');
    log(`  seeded in ${fmt((Date.now() - started) / 1000, 1)} s`);
    const talent = await profileTarget(db);
    const { rows: recruiters } = await db.query<{ id: number; email: string }>(
      `SELECT id, email FROM accounts WHERE role = 'recruiter' AND email LIKE '%@bulk.peworld.id'
        ORDER BY id LIMIT 1 OFFSET 50`,
    );
    const recruiter = recruiters[0];
    if (!recruiter) throw new Error('no bulk company to benchmark');
    const apiEnv = { ...scratch.childEnv };
    const profileDir = process.env.READS_CPU_PROF;
    const api = await startChild('api-server.ts', apiEnv, {
      nice: serverNice,
      ...(profileDir ? { execArgv: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    });
    const baseline = await startChild(
      'company-baseline-server.ts',
      { ...scratch.childEnv, TALENT_ID: String(talent.id) },
      { nice: serverNice },
    );
    const rows: ReadRow[] = [];
    try {
      const cookies = {
        guest: undefined,
        talent: await login(api.port, 'user', talent.email),
        recruiter: await login(api.port, 'company', recruiter.email),
      };
      const all = readScenarios(Number(recruiter.id));
      const chosen = ONLY.length ? all.filter((s) => ONLY.some((w) => s.name.includes(w))) : all;
      for (const scenario of chosen) {
        const cookie = cookies[scenario.as];
        const fromApi = await fetchJson(api.port, scenario.apiPath, cookie);
        const fromBaseline = await fetchJson(baseline.port, scenario.baselinePath);
        const apiIds = listedIds(fromApi.body).join(',');
        if (apiIds !== listedIds(fromBaseline.body).join(','))
          throw new Error(`${scenario.name}: the baseline serves other rows than the API`);
        log(`[reads] ${scenario.name}: baseline...`);
        const base = await measure(baseline.port, scenario.baselinePath);
        log(`[reads] ${scenario.name}: API...`);
        const measured = await measure(api.port, scenario.apiPath, cookie);
        rows.push({
          scenario,
          api: measured,
          baseline: base,
          apiBytes: fromApi.bytes,
          baselineBytes: fromBaseline.bytes,
        });
      }
    } finally {
      await stopChild(baseline.child);
      await stopChild(api.child);
    }
    const report = [
      `# Company and job reads ${new Date().toISOString()}`,
      '',
      'Command: `BENCH_SUITES=companies npm run bench -w api` (part of `npm run bench`). A fresh PostgreSQL ' +
        `database of ${TALENTS} bulk talents, ${COMPANIES} companies and ${JOBS_PER_COMPANY} open jobs each; ` +
        `${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per read and server, loopback. Baseline: ` +
        'bench/company-baseline-server.ts (one pg statement per request behind node:http, same rows), measured ' +
        'just before the API on each read.',
      `Machine: load average at end ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
      `Whole run: ${fmt((Date.now() - started) / 60_000, 1)} min`,
      '',
      readsTable(rows),
    ].join('\n');
    await writeFile(path.join(here, 'company-last-run.md'), `${report}\n`);
    log(`\n${readsTable(rows)}\n\nWritten to bench/company-last-run.md.`);
  } finally {
    await scratch.db.close();
    await scratch.cleanup();
  }
}
