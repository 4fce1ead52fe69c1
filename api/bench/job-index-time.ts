// npm run bench:job-index -w api
// The in-memory job search alone (decision 077): loads the open jobs of the bench database
// (DATABASE_URL, else peworld_bench on 127.0.0.1:5432; `npm run bench -w api` seeds it) into a
// JobIndex and times the heaviest searches of the job mix — the most common title word and
// skills, one and two terms, a talent's best match first and newest first — per search, after
// a warm-up. Prints milliseconds per search, the load time and the memory the index holds.
import { openPostgres } from '../src/db/db.js';
import { syncedJobIndex } from '../src/domains/jobs/job-index/job-index-sync.js';
import { searchJobIndex } from '../src/domains/jobs/job-index/job-index-search.js';
import type { JobIndex } from '../src/domains/jobs/job-index/job-index.js';
import { postgresUrl } from './database.js';

const SEARCHES: Array<[string, string[][]]> = [
  ['developer', [['t:developer']]],
  ['javascript,react', [['s:javascript'], ['s:react']]],
  ['frontend developer', [['t:frontend'], ['t:developer']]],
  ['python', [['s:python']]],
];
/** A talent holding the mix's most common skills: the match order's heaviest case. */
const TALENT_KEYS = ['javascript', 'react', 'css', 'html', 'git'];
const WARM_UP = 20;
const RUNS = 50;

function timeSearches(index: JobIndex, today: string): void {
  for (const [name, termKeys] of SEARCHES)
    for (const sort of ['match', 'newest'] as const) {
      const run = () =>
        searchJobIndex(index, {
          termKeys,
          today,
          talentKeys: TALENT_KEYS,
          sort,
          limit: 25,
          offset: 25,
          countUpTo: 1_001,
        });
      for (let i = 0; i < WARM_UP; i += 1) run();
      const start = performance.now();
      for (let i = 0; i < RUNS; i += 1) run();
      console.log(`${name}, ${sort}: ${((performance.now() - start) / RUNS).toFixed(2)} ms`);
    }
}

/** Heap and typed-array memory in use, after a full collection when node runs with --expose-gc. */
function memoryInUse(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const db = await openPostgres(await postgresUrl());
const start = performance.now();
let index: JobIndex | null = await syncedJobIndex(db).current(0n);
const loadMs = performance.now() - start;
const { rows } = await db.query<{ today: string }>('SELECT current_date::text AS today');
await db.close();
timeSearches(index, rows[0]!.today);
const size = index.size;
// What the index holds: memory with it less memory without it (the driver may keep the last
// result of a connection until its next statement, so a before/after-load figure overstates it).
const withIndex = memoryInUse();
index = null;
const megabytes = (withIndex - memoryInUse()) / 1e6;
console.log(
  `loaded ${size} open jobs in ${loadMs.toFixed(0)} ms; the index holds ${megabytes.toFixed(1)} MB` +
    ((globalThis as { gc?: unknown }).gc ? '' : ' (run node with --expose-gc for an exact figure)'),
);
