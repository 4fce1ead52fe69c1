// BENCH_SUITES=scale npm run bench -w api: what a second API instance buys. The same round-robin
// proxy (test/support/round-robin-proxy.ts) sits in front of ONE instance, then of TWO instances
// on the same PostgreSQL database, in the same run; list, detail and search are loaded through
// it with autocannon and the table gives req/s, p99 and the two/one ratio. The proxy runs in
// this process on the same cores, so it costs both setups alike.
import { fork, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openPostgres } from '../src/db/db.js';
import { startRoundRobinProxy } from '../test/support/round-robin-proxy.js';
import { popularSkills, postgresUrl, profileTarget, seedPostgres } from './database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DURATION = env('BENCH_DURATION', 10);
const WARMUP = env('BENCH_WARMUP', 2);
const CONNECTIONS = env('BENCH_CONNECTIONS', 20);
const TALENTS = env('BENCH_TALENTS', 100_000);
const COMPANIES = env('BENCH_COMPANIES', 2_000);

interface Measure {
  rps: number;
  p99: number;
  non2xx: number;
}

function startApi(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  const child = fork(path.join(here, 'api-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      NODE_ENV: 'production',
      FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ child, url: `http://127.0.0.1:${port}` }));
    child.once('exit', (code) => reject(new Error(`api-server exited with ${code}`)));
  });
}

function stopApi(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.send({ stop: true });
  });
}

async function load(url: string, seconds: number): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

export async function scaleSuite(log: (line: string) => void): Promise<void> {
  const loadAtStart = os.loadavg();
  const databaseUrl = await postgresUrl();
  log(`Scale-out: seeding ${TALENTS} talents (reused when present)`);
  await seedPostgres(databaseUrl, TALENTS, COMPANIES, log);
  const db = openPostgres(databaseUrl, 2);
  const profile = await profileTarget(db);
  const [skill] = await popularSkills(db);
  await db.close();
  const scenarios = [
    { name: 'List page ?page=3', path: '/api/users?page=3' },
    { name: 'Profile detail', path: `/api/users/${profile.id}` },
    { name: `Skill search ?search=${skill}`, path: `/api/users?search=${skill}` },
  ];

  const results: Record<string, Measure[]> = {};
  for (const instances of [1, 2]) {
    const apis = await Promise.all(Array.from({ length: instances }, () => startApi(databaseUrl)));
    const proxy = await startRoundRobinProxy(apis.map((api) => api.url));
    for (const scenario of scenarios) {
      await load(proxy.url + scenario.path, WARMUP);
      const measured = await load(proxy.url + scenario.path, DURATION);
      (results[scenario.name] ??= []).push(measured);
      log(`  ${instances} instance(s), ${scenario.name}: ${measured.rps.toFixed(0)} req/s`);
    }
    await proxy.close();
    await Promise.all(apis.map((api) => stopApi(api.child)));
  }

  const load1 = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  const lines = [
    `# Scale-out: one vs two API instances behind a round-robin proxy, ${new Date().toISOString()}`,
    '',
    'Command: `BENCH_SUITES=scale npm run bench -w api` (PostgreSQL, ' +
      `${TALENTS} talents, autocannon ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s).`,
    `Machine: ${os.cpus().length} CPUs; load average at start ${load1(loadAtStart)}, at end ${load1(os.loadavg())}` +
      ' (shared with other jobs: compare the ratio, not the absolute figures).',
    '',
    '| scenario | 1 instance req/s | p99 ms | 2 instances req/s | p99 ms | ratio 2/1 | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...scenarios.map((scenario) => {
      const [one, two] = results[scenario.name]!;
      return `| ${scenario.name} | ${one!.rps.toFixed(0)} | ${one!.p99} | ${two!.rps.toFixed(0)} | ${two!.p99} | ${(two!.rps / one!.rps).toFixed(2)} | ${one!.non2xx + two!.non2xx} |`;
    }),
  ];
  await writeFile(path.join(here, 'scale-last-run.md'), `${lines.join('\n')}\n`);
  log(`\n${lines.join('\n')}\n\nWritten to bench/scale-last-run.md.`);
}
