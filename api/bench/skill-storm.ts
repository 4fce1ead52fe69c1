// One talent must not slow everyone (issue 27), part of `npm run bench -w api` (alone:
// BENCH_SUITES=skills). On a fresh database of SKILLS_BENCH_TALENTS bulk talents (default
// 10,000), through the real API on loopback:
// - the cost of one skill change when the talent holds 1, 25 and 50 skills (the cap): the time
//   of POST /api/users-skills that brings it to that many, and of the DELETE that takes it back,
//   SKILLS_BENCH_REPEATS times each (after 5 not measured);
// - a bystander's profile read (GET /api/users/:id of another talent, one client in a closed
//   loop) for SKILLS_BENCH_SECONDS quiet, then as long again while one talent with 48 skills
//   adds and removes skills from two tabs as fast as the API answers (a skill storm), the two
//   phases alternating SKILLS_BENCH_ROUNDS times (3) in the same run, so the shared machine's own
//   noise falls on both. Target: p99 under the storm within 2x the quiet p99. The storm runs against the
//   production per-account write limit (RATE_LIMIT_PROFILE_WRITES_MAX: most of the storm is
//   answered 429); the change costs are measured with it raised, on an API started apart.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { migrate } from '../src/db/migrate.js';
import { openScratchDatabase } from './scratch-database.js';
import { bulkSeed } from '../src/db/seed/bulk-seed.js';
import { SKILLS_PER_TALENT_MAX } from '../src/schemas/skill.js';
import { BENCH_PASSWORD, profileTarget } from './database.js';
import { startChild, stopChild } from './chat-load.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TALENTS = env('SKILLS_BENCH_TALENTS', 10_000);
const REPEATS = env('SKILLS_BENCH_REPEATS', 60);
const SECONDS = env('SKILLS_BENCH_SECONDS', 10);
/** Quiet and storm phases alternate this many times: the machine's own noise falls on both. */
const ROUNDS = env('SKILLS_BENCH_ROUNDS', 3);
const WARMUP_CHANGES = 5;
const STORM_HOLDS = SKILLS_PER_TALENT_MAX - 2;
export const SKILL_COUNTS = [1, 25, SKILLS_PER_TALENT_MAX];

export interface Latency {
  n: number;
  p50: number;
  p99: number;
}

export interface SkillBenchResult {
  engine: string;
  talents: number;
  /** One skill change at each count: the add that reaches it, the delete that takes it back. */
  changes: Array<{ skills: number; add: Latency; remove: Latency }>;
  quiet: Latency;
  storm: Latency & {
    /** Skill changes the API made (201/200) and refused as too fast (429), a second. */
    writesPerSecond: number;
    refusedPerSecond: number;
    /** Answers other than those. */
    failedWrites: number;
  };
}

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99) };
}

interface Client {
  cookie: string;
  id: number;
}

async function timed(run: () => Promise<Response>): Promise<{ ms: number; response: Response }> {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return { ms: performance.now() - started, response };
}

async function register(base: string, name: string): Promise<Client> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(4).toString('hex')}@bench.peworld.id`;
  const registered = await fetch(`${base}/api/auth/regis-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: name,
      email,
      phone: '081234567890',
      password: BENCH_PASSWORD,
    }),
  });
  if (registered.status !== 201)
    throw new Error(`register ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${base}/api/auth/login-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await login.json()) as { result: { user: { id_user: number } } };
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`login ${login.status}`);
  return { cookie, id: body.result.user.id_user };
}

function addSkill(base: string, who: Client, skill_name: string) {
  return fetch(`${base}/api/users-skills`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: who.cookie },
    body: JSON.stringify({ skill_name }),
  });
}

function removeSkill(base: string, who: Client, id: number) {
  return fetch(`${base}/api/users-skills/${id}`, {
    method: 'DELETE',
    headers: { cookie: who.cookie },
  });
}

/** Adds skills named `${prefix} 1..n`; answers their ids. */
async function fill(base: string, who: Client, prefix: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= n; i += 1) {
    const res = await addSkill(base, who, `${prefix} ${i}`);
    if (res.status !== 201) throw new Error(`fill ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  return ids;
}

/** The add that brings `who` from n-1 to n skills and the delete back, `REPEATS` times. */
async function changeCost(base: string, who: Client, skills: number) {
  const adds: number[] = [];
  const removes: number[] = [];
  for (let i = 0; i < WARMUP_CHANGES + REPEATS; i += 1) {
    const add = await timed(() => addSkill(base, who, 'Bench Probe Skill'));
    if (add.response.status !== 201) throw new Error(`probe add ${add.response.status}`);
    const id = await lastSkillId(base, who);
    const remove = await timed(() => removeSkill(base, who, id));
    if (remove.response.status !== 200) throw new Error(`probe remove ${remove.response.status}`);
    if (i >= WARMUP_CHANGES) {
      adds.push(add.ms);
      removes.push(remove.ms);
    }
  }
  return { skills, add: latency(adds), remove: latency(removes) };
}

async function lastSkillId(base: string, who: Client): Promise<number> {
  const res = await fetch(`${base}/api/users-skills?id_user=${who.id}`);
  const { data } = (await res.json()) as { data: Array<{ id: number; skill_name: string }> };
  return data.find((s) => s.skill_name === 'Bench Probe Skill')!.id;
}

/** Profile reads of `profileId` in a closed loop until `until` (performance.now()). */
async function readLoop(base: string, profileId: number, until: number): Promise<number[]> {
  const samples: number[] = [];
  while (performance.now() < until) {
    const { ms, response } = await timed(() => fetch(`${base}/api/users/${profileId}`));
    if (response.status !== 200) throw new Error(`profile read ${response.status}`);
    samples.push(ms);
  }
  return samples;
}

/** One tab of the storm: add a skill, remove it, again, until `until`. */
async function stormTab(base: string, who: Client, tab: number, until: number) {
  let writes = 0;
  let refused = 0;
  let failed = 0;
  const count = (status: number) => {
    if (status === 201 || status === 200) writes += 1;
    else if (status === 429) refused += 1;
    else failed += 1;
  };
  let added: number | null = null;
  for (let i = 0; performance.now() < until; i += 1) {
    if (added === null) {
      const res = await addSkill(base, who, `Storm ${tab} ${i % 7}`);
      count(res.status);
      if (res.status === 201) added = ((await res.json()) as { data: { id: number } }).data.id;
      else await res.arrayBuffer();
    } else {
      const res = await removeSkill(base, who, added);
      count(res.status);
      await res.arrayBuffer();
      if (res.status === 200) added = null;
    }
  }
  return { writes, refused, failed };
}

/** Phase 1 (limits raised): the cost of one change at each count; the storm talent filled. */
async function changeCosts(base: string) {
  const changer = await register(base, 'Bench Changer');
  const changes = [];
  let held = 0;
  for (const skills of SKILL_COUNTS) {
    await fill(base, changer, `Held ${skills}`, skills - 1 - held);
    held = skills - 1;
    changes.push(await changeCost(base, changer, skills));
  }
  const stormer = await register(base, 'Bench Storm');
  await fill(base, stormer, 'Storm Held', STORM_HOLDS);
  return { changes, stormer };
}

/** Phase 2 (production limits): the bystander quiet and under the storm, ROUNDS times each. */
async function bystander(base: string, profile: number, stormer: Client) {
  // Warm the read path, then quiet and storm phases in turn.
  await readLoop(base, profile, performance.now() + 2000);
  const quiet: number[] = [];
  const storm: number[] = [];
  const tabs: Array<{ writes: number; refused: number; failed: number }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    quiet.push(...(await readLoop(base, profile, performance.now() + SECONDS * 1000)));
    const until = performance.now() + SECONDS * 1000;
    const [reads, ...stormTabs] = await Promise.all([
      readLoop(base, profile, until),
      stormTab(base, stormer, 1, until),
      stormTab(base, stormer, 2, until),
    ]);
    storm.push(...reads);
    tabs.push(...stormTabs);
    // The next quiet phase starts with a fresh write budget, as a quiet minute would.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  const seconds = ROUNDS * SECONDS;
  const sum = (key: 'writes' | 'refused' | 'failed') => tabs.reduce((n, t) => n + t[key], 0);
  return {
    quiet: latency(quiet),
    storm: {
      ...latency(storm),
      writesPerSecond: sum('writes') / seconds,
      refusedPerSecond: sum('refused') / seconds,
      failedWrites: sum('failed'),
    },
  };
}

/** A fresh database of TALENTS bulk talents on the engine, the API on it, the measurements. */
export async function runSkillBench(
  engine: 'postgres' | 'pglite',
  postgresBaseUrl: string,
  log: (line: string) => void,
): Promise<SkillBenchResult> {
  const { db, childEnv, cleanup } = await openScratchDatabase(engine, postgresBaseUrl, 'skills', 4);
  let closed = false;
  try {
    await migrate(db);
    const started = Date.now();
    const passwordHash = await hash(BENCH_PASSWORD, {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    await bulkSeed(db, { talents: TALENTS, companies: 100, passwordHash });
    log(
      `  [${engine}] seeded ${TALENTS} talents in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    // A bulk talent with 6 skills: the profile the bystander reads.
    const profile = (await profileTarget(db)).id;
    // PGlite: one process owns the database, so the API opens it only after this one closes.
    await db.close();
    closed = true;
    const raised = await startChild('api-server.ts', childEnv);
    let costs;
    try {
      costs = await changeCosts(`http://127.0.0.1:${raised.port}`);
    } finally {
      await stopChild(raised.child);
    }
    const production = await startChild('api-server.ts', {
      ...childEnv,
      BENCH_PRODUCTION_LIMITS: '1',
    });
    try {
      const read = await bystander(`http://127.0.0.1:${production.port}`, profile, costs.stormer);
      return { engine, talents: TALENTS, changes: costs.changes, ...read };
    } finally {
      await stopChild(production.child);
    }
  } finally {
    if (!closed) await db.close();
    await cleanup();
  }
}

const fmt = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

export function skillTable(results: SkillBenchResult[]): string {
  const lines = [
    '| Engine | Talent holds | add p50 ms | add p99 ms | remove p50 ms | remove p99 ms | changes |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results)
    for (const c of r.changes)
      lines.push(
        `| ${r.engine} | ${c.skills} | ${fmt(c.add.p50)} | ${fmt(c.add.p99)} | ${fmt(c.remove.p50)} | ${fmt(c.remove.p99)} | ${c.add.n} |`,
      );
  lines.push(
    '',
    "| Engine | Bystander's profile read | p50 ms | p99 ms | reads | storm: changes made / refused (429) a second | storm p99 ÷ quiet p99 | target ≤ 2 |",
    '|---|---|---:|---:|---:|---:|---:|---|',
  );
  for (const r of results) {
    const ratio = r.storm.p99 / Math.max(r.quiet.p99, 0.001);
    lines.push(
      `| ${r.engine} | quiet | ${fmt(r.quiet.p50)} | ${fmt(r.quiet.p99)} | ${r.quiet.n} | – | – | – |`,
      `| ${r.engine} | under a skill storm (2 tabs) | ${fmt(r.storm.p50)} | ${fmt(r.storm.p99)} | ${r.storm.n} | ${r.storm.writesPerSecond.toFixed(1)} / ${r.storm.refusedPerSecond.toFixed(0)}${r.storm.failedWrites ? ` (${r.storm.failedWrites} other)` : ''} | ${ratio.toFixed(2)} | ${ratio <= 2 ? 'met' : 'MISSED'} |`,
    );
  }
  return lines.join('\n');
}
