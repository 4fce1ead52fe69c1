// A throw-away database for one bench run on either engine: a fresh PostgreSQL database (created
// on the server of `postgresBaseUrl`, dropped by `cleanup`) or a PGlite in a temporary folder.
// `childEnv` points an API child process at the same data.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../src/db/db.js';

export interface ScratchDatabase {
  db: Db;
  childEnv: Record<string, string>;
  cleanup: () => Promise<void>;
}

async function onAdmin(baseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function openScratchDatabase(
  engine: 'postgres' | 'pglite',
  postgresBaseUrl: string,
  label: string,
  poolSize: number,
): Promise<ScratchDatabase> {
  if (engine === 'postgres') {
    const name = `peworld_bench_${label}_${randomBytes(3).toString('hex')}`;
    await onAdmin(postgresBaseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(postgresBaseUrl);
    url.pathname = `/${name}`;
    return {
      db: openPostgres(url.toString(), poolSize),
      childEnv: { DATABASE_URL: url.toString() },
      cleanup: () => onAdmin(postgresBaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), `peworld-${label}-bench-`));
  return {
    db: (await openPglite(path.join(dir, 'pglite'))).db,
    childEnv: { DATABASE_URL: '', DATA_DIR: dir },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
