// Benchmark databases: PostgreSQL (DATABASE_URL, else peworld_bench on 127.0.0.1:5432) and a
// PGlite data folder, each seeded once with bulk data and reused while the counts match.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { bulkSeed, type BulkSeedResult } from '../src/db/seed/bulk-seed.js';
import { bulkSeedJobs } from '../src/db/seed/bulk-jobs.js';

export const BENCH_PASSWORD = 'peworld123';
export const PGLITE_BENCH_DIR = path.resolve(
  fileURLToPath(new URL('../../.data/bench', import.meta.url)),
);

/** The PostgreSQL URL to benchmark: DATABASE_URL, or peworld_bench (created when missing). */
export async function postgresUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'peworld_bench'");
    if (exists.rows.length === 0) await admin.query('CREATE DATABASE peworld_bench');
  } finally {
    await admin.end();
  }
  return 'postgres://postgres@127.0.0.1:5432/peworld_bench';
}

export interface SeededDatabase extends BulkSeedResult {
  seconds: number;
  /** Jobs in the database after the top-up (0 when none were asked for). */
  jobsTotal: number;
  jobsAdded: number;
  passwordHash: string;
}

async function seed(
  db: Db,
  talents: number,
  companies: number,
  log: (line: string) => void,
  jobsPerCompany: number,
): Promise<SeededDatabase> {
  await migrate(db);
  const started = Date.now();
  // The bulk accounts share one hash; read it back so the login ceiling verifies the same one.
  const existing = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM accounts WHERE email LIKE '%@bulk.peworld.id' LIMIT 1",
  );
  const passwordHash =
    existing.rows[0]?.password_hash ??
    (await hash(BENCH_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }));
  let lastLogged = 0;
  const result = await bulkSeed(db, {
    talents,
    companies,
    passwordHash,
    onProgress: (done, total) => {
      if (total > 0 && (done - lastLogged >= 20_000 || done === total)) {
        lastLogged = done;
        log(`  seeding ${done}/${total} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    },
  });
  // Open jobs for every bulk company without any (issue 32's job search), then fresh statistics.
  const jobs =
    jobsPerCompany > 0
      ? await bulkSeedJobs(db, { perCompany: jobsPerCompany })
      : { jobsAdded: 0, jobsTotal: 0 };
  if (jobs.jobsAdded > 0) await db.query('VACUUM ANALYZE jobs');
  return { ...result, ...jobs, seconds: (Date.now() - started) / 1000, passwordHash };
}

export async function seedPostgres(
  url: string,
  talents: number,
  companies: number,
  log: (line: string) => void,
  jobsPerCompany = 0,
) {
  const db = openPostgres(url, 4);
  try {
    return await seed(db, talents, companies, log, jobsPerCompany);
  } finally {
    await db.close();
  }
}

export async function seedPglite(
  dir: string,
  talents: number,
  companies: number,
  log: (line: string) => void,
  jobsPerCompany = 0,
) {
  const { db } = await openPglite(dir);
  try {
    return await seed(db, talents, companies, log, jobsPerCompany);
  } finally {
    await db.close();
  }
}

/** One bulk talent with skills, experience and the median amount of data, for the profile scenario. */
export async function profileTarget(db: Db): Promise<{ id: number; email: string }> {
  const { rows } = await db.query<{ id: number; email: string }>(
    `SELECT t.id_user AS id, a.email FROM talents t JOIN accounts a ON a.id = t.id_user
     WHERE a.email LIKE 'talent%@bulk.peworld.id' AND t.skill_count = 6
     ORDER BY t.id_user LIMIT 1 OFFSET 500`,
  );
  if (!rows[0]) throw new Error('no bulk talent to benchmark');
  return rows[0];
}

/** The 60 most listed skills: material for searches the cache has never seen. */
export async function popularSkills(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ skill_name: string }>(
    'SELECT skill_name FROM skill_catalog WHERE talent_count > 0 ORDER BY talent_count DESC LIMIT 60',
  );
  return rows.map((r) => r.skill_name);
}
