// API CPU per HTTP search request: the mixed search workload of bench/run.ts (Zipf over 2,400
// distinct searches, cache off) at 20 connections against the real API, with the API process's
// own CPU time (process.cpuUsage) read before and after the measured window. Several code trees
// can be measured alternately in one run (old vs new), and the measured window can be profiled.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> nice -n 10 npx tsx bench/http-cpu.ts
//
// HTTP_CPU_TREES   comma-separated api folders to alternate (default: this one), e.g.
//                  ../base/api,../new/api (two checkouts side by side)
// HTTP_CPU_ROUNDS  rounds over the trees (3); HTTP_CPU_SECONDS measured (15); HTTP_CPU_WARMUP (5)
// HTTP_CPU_CONNECTIONS (20); HTTP_CPU_WRITES profile and skill writes a second during both (0)
// Each run also prints what other jobs took of the machine's cores during its window (/proc/stat
// less the API, the database's backends and this process): runs beside busy neighbours are
// told apart from quiet ones.
// HTTP_CPU_RATE    searches a second offered (autocannon overallRate) instead of the closed
//                  loop: every tree serves the same rate, so per-request CPU is not moved by how
//                  much throughput (and batching) each got on a machine shared with other jobs
// HTTP_CPU_LOG     the API's log level (server.ts's logger, lines to /dev/null), one for all
//                  trees or one per tree ("info,warn"); default: no logger, as bench/run.ts
// HTTP_CPU_LOGIN=1  every search carries a logged-in session cookie (a bulk talent's), as a
//                  logged-in recruiter's browser sends it
// HTTP_CPU_PROFILE_DIR  write a CPU profile of each measured window there, and print where its
//                  self time went (by function and by package); with HTTP_CPU_PERF=1 a `perf
//                  record` of the API process instead (on-CPU samples only: the V8 profiler
//                  also samples a process that waits to be scheduled, e.g. inside writev on a
//                  busy machine), JavaScript named through --perf-basic-prof
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openPostgres } from '../src/db/db.js';
import { BENCH_PASSWORD, popularSkills } from './database.js';
import { machineBusyMs, otherJobsShare, processCpuMsOf } from './machine-cpu.js';
import { mixedSearchPaths, startWriter, zipfSequence } from './search-mix.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TREES = (process.env.HTTP_CPU_TREES ?? path.resolve(here, '..')).split(',');
const ROUNDS = num('HTTP_CPU_ROUNDS', 3);
const SECONDS = num('HTTP_CPU_SECONDS', 15);
const WARMUP = num('HTTP_CPU_WARMUP', 5);
const CONNECTIONS = num('HTTP_CPU_CONNECTIONS', 20);
const WRITES = num('HTTP_CPU_WRITES', 0);
const RATE = num('HTTP_CPU_RATE', 0);
const PROFILE_DIR = process.env.HTTP_CPU_PROFILE_DIR;
const PERF = process.env.HTTP_CPU_PERF === '1';
const LOGIN = process.env.HTTP_CPU_LOGIN === '1';
const DATABASE = new URL(process.env.DATABASE_URL!).pathname.slice(1);

/**
 * CPU time (ms) of the PostgreSQL backends serving this database, by process (the machine is
 * shared: its total says nothing). A backend that exits inside the window is missed; the API's
 * pool keeps its connections while under load.
 */
async function backendCpuMs(database: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      // "postgres: [cluster: ]user database address state"
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` postgres ${database} `))
        continue;
      out.set(Number(entry), processCpuMsOf(await readFile(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // The process ended while being read.
    }
  }
  return out;
}

function backendCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** A session cookie of a bulk talent (any account: the lookup is the same). */
async function loginCookie(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'talent505@bulk.peworld.id', password: BENCH_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`login ${response.status}`);
  return cookie;
}

interface Child {
  child: ChildProcess;
  port: number;
}

function ask<T>(child: ChildProcess, message: object, answer: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (reply: Record<string, unknown>) => {
      if (!(answer in reply)) return;
      child.off('message', listener);
      resolve(reply[answer] as T);
    };
    child.on('message', listener);
    child.send(message);
  });
}

const LOG_LEVELS = (process.env.HTTP_CPU_LOG ?? '').split(',');

function start(tree: string, t: number): Promise<Child> {
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  const child = fork(path.join(here, 'http-cpu-server.ts'), [], {
    execArgv: ['--import', 'tsx', ...(PERF ? ['--perf-basic-prof-only-functions'] : [])],
    env: {
      ...process.env,
      APP_MODULE: path.join(tree, 'src/app.ts'),
      HTTP_CPU_LOG: LOG_LEVELS[t] ?? LOG_LEVELS[0],
      PORT: String(port),
      NODE_ENV: 'production',
      FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
      SEARCH_CACHE: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API of ${tree} exited with ${code}`)));
    const ready = (message: { ready?: boolean }) => {
      if (!message.ready) return;
      child.off('message', ready);
      resolve({ child, port });
    };
    child.on('message', ready);
  });
}

async function stop({ child }: Child): Promise<void> {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ stop: true });
  await exited;
}

function load(
  port: number,
  paths: string[],
  from: { next: number },
  seconds: number,
  cookie?: string,
) {
  return autocannon({
    url: `http://127.0.0.1:${port}${paths[0]}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...(RATE > 0 ? { overallRate: RATE } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
    requests: [
      {
        setupRequest: (request: { path: string }) => {
          request.path = paths[from.next++ % paths.length]!;
          return request;
        },
      },
    ],
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Where a frame's self time goes: a package, node's internals, our source, or V8. */
function owner(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return url.replace(/^node:internal\/([^/]+).*/, 'node:$1');
  const src = url.match(/\/api\/(src|bench)\/(.*)$/);
  return src ? `${src[1]}/${src[2]}` : url;
}

async function summarize(file: string): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const hits = new Map<number, number>();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  let busy = 0;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const [id, count] of hits) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)') continue;
    busy += count;
    const where = owner(callFrame.url, callFrame.functionName);
    const fn = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + count);
    byOwner.set(where, (byOwner.get(where) ?? 0) + count);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${((100 * v) / busy).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  return `busy samples ${busy}\nby owner:\n${top(byOwner, 25)}\nby function:\n${top(byFunction, 40)}`;
}

const db = openPostgres(process.env.DATABASE_URL!, 1);
const skills = await popularSkills(db);
await db.close();
const paths = zipfSequence(mixedSearchPaths(skills));
if (PROFILE_DIR) await mkdir(PROFILE_DIR, { recursive: true });

const rows: string[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const [t, tree] of TREES.entries()) {
    // The writer's updates leave dead rows where every search reads (autovacuum is off on the
    // bench server): each run starts from vacuumed small tables, or later runs grow slower.
    const admin = openPostgres(process.env.DATABASE_URL!, 1);
    await admin.query('VACUUM ANALYZE search_state, skill_catalog, search_tokens');
    await admin.close();
    const api = await start(tree, t);
    try {
      const writer = WRITES > 0 ? await startWriter(api.port, BENCH_PASSWORD, WRITES) : undefined;
      const from = { next: 0 };
      const cookie = LOGIN ? await loginCookie(api.port) : undefined;
      await load(api.port, paths, from, WARMUP, cookie);
      let perf: ChildProcess | undefined;
      const perfFile = PROFILE_DIR && path.join(PROFILE_DIR, `tree${t}-round${round}.perf.data`);
      if (PERF && perfFile) {
        perf = spawn(
          'perf',
          ['record', '-F', '1999', '-g', '-o', perfFile, '-p', String(api.child.pid)],
          {
            stdio: 'ignore',
          },
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
      } else if (PROFILE_DIR) await ask(api.child, { profileStart: true }, 'profiling');
      const before = await ask<NodeJS.CpuUsage>(api.child, { cpu: true }, 'cpu');
      const pgBefore = await backendCpuMs(DATABASE);
      const machineBefore = await machineBusyMs();
      const selfBefore = process.cpuUsage();
      const started = performance.now();
      const result = await load(api.port, paths, from, SECONDS, cookie);
      const wall = performance.now() - started;
      const self = process.cpuUsage(selfBefore);
      const machine = (await machineBusyMs()) - machineBefore;
      const pgCpu = backendCpuSince(pgBefore, await backendCpuMs(DATABASE));
      const after = await ask<NodeJS.CpuUsage>(api.child, { cpu: true }, 'cpu');
      let profileFile = '';
      if (perf) {
        const done = new Promise((resolve) => perf.once('exit', resolve));
        perf.kill('SIGINT');
        await done;
        console.log(`perf report -i ${perfFile} --no-children --sort sym`);
      } else if (PROFILE_DIR) {
        profileFile = path.join(PROFILE_DIR, `tree${t}-round${round}.cpuprofile`);
        await ask(api.child, { profileStop: profileFile }, 'profiled');
      }
      const writes = await writer?.stop();
      const user = (after.user - before.user) / 1000;
      const system = (after.system - before.system) / 1000;
      const requests = result.requests.total ?? 0;
      // What other jobs took of the machine's cores meanwhile (the machine is shared).
      const others = otherJobsShare(
        machine,
        user + system + pgCpu + (self.user + self.system) / 1000,
        wall,
        availableParallelism(),
      );
      const row =
        `round ${round} tree ${t} (${tree}${LOG_LEVELS[t] || LOG_LEVELS[0] ? `, log ${LOG_LEVELS[t] ?? LOG_LEVELS[0]}` : ''}): ${requests} requests, ${result.requests.average.toFixed(0)} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}; ` +
        `API CPU ${((user + system) / requests).toFixed(4)} ms a request (user ${(user / requests).toFixed(4)}, ` +
        `system ${(system / requests).toFixed(4)}); PostgreSQL CPU ${(pgCpu / requests).toFixed(3)} ms a request` +
        (writes ? `; ${writes.writes} writes, ${writes.failed} failed` : '') +
        `; other jobs ${(100 * others).toFixed(0)} % of the cores`;
      rows.push(row);
      console.log(row);
      if (profileFile) console.log(await summarize(profileFile));
    } finally {
      await stop(api);
    }
  }
}
console.log(`\n${rows.join('\n')}`);
