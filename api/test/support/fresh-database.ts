// A fresh, migrated database for each test app.
// - DATABASE_URL unset: an in-memory PGlite loaded from a migrated template. The template is
//   built once and cached as a tarball in the OS temp folder (keyed by the migration files),
//   so every test process starts from it in ~1 s instead of running initdb (~5 s).
// - DATABASE_URL set: CREATE DATABASE with a unique name on that server, migrated, dropped after.
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dumpPglite, openPglite, openPostgres, type Db } from '../../src/db/db.js';
import { listMigrations, migrate } from '../../src/db/migrate.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

export interface FreshDatabase {
  db: Db;
  /** Connection string of the database (PostgreSQL only). */
  url: string | null;
  drop(): Promise<void>;
}

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of await listMigrations(MIGRATIONS_DIR)) {
    hash.update(name);
    hash.update(await readFile(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

let templateBlob: Promise<Blob> | undefined;

async function loadTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `peworld-pglite-template-${await migrationsKey()}.tar.gz`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const { db, instance } = await openPglite();
  await migrate(db);
  const blob = await dumpPglite(instance);
  await db.close();
  // Write then rename: a parallel test process never reads half a file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, Buffer.from(await blob.arrayBuffer()));
  await rename(temporary, file);
  return blob;
}

async function freshPglite(): Promise<FreshDatabase> {
  templateBlob ??= loadTemplate();
  const { db } = await openPglite(undefined, await templateBlob);
  await migrate(db); // no-op unless a migration was added since the template was cached
  return { db, url: null, drop: () => db.close() };
}

async function freshPostgres(baseUrl: string): Promise<FreshDatabase> {
  const name = `peworld_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 5);
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function freshDatabase(): Promise<FreshDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  return baseUrl ? freshPostgres(baseUrl) : freshPglite();
}
