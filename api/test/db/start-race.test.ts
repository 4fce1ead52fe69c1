// Several instances starting at once on an EMPTY database: the schema is migrated exactly once
// and the demo seed runs exactly once (before the seed lock, the second instance crashed on the
// unique email index). Two separate connection pools stand for two instances on PostgreSQL; on
// PGlite one process owns the database, so both "instances" share it and the lock is in-process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../../src/db/db.js';
import { listMigrations, migrate } from '../../src/db/migrate.js';
import { seedDemoIfEmpty, type DemoSeedDeps } from '../../src/db/seed/seed-demo.js';

interface TwoInstances {
  first: Db;
  second: Db;
  close(): Promise<void>;
}

/** An empty (unmigrated) database opened twice. */
async function emptyDatabaseTwice(): Promise<TwoInstances> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const { db } = await openPglite();
    return { first: db, second: db, close: () => db.close() };
  }
  const name = `peworld_race_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const first = openPostgres(url.toString(), 4);
  const second = openPostgres(url.toString(), 4);
  return {
    first,
    second,
    async close() {
      await Promise.all([first.close(), second.close()]);
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Seed dependencies without argon2 or image encoding (the race is about the rows). */
function fakeDeps(stored: string[]): DemoSeedDeps {
  return {
    hashPassword: async () => 'not-a-real-hash',
    encodeImage: async () => {
      // Yield so the two seeds interleave as real image encoding would let them.
      await new Promise((resolve) => setImmediate(resolve));
      return { name: `${randomUUID()}.webp`, contentType: 'image/webp', bytes: Buffer.from('x') };
    },
    putImages: async (tx, images) => {
      stored.push(...images.map((image) => image.name));
      await tx.query(
        'INSERT INTO stored_images (name, content_type, etag, bytes) SELECT n, $2, $3, $4 FROM unnest($1::text[]) AS n',
        [images.map((image) => image.name), 'image/webp', '"x"', Buffer.from('x')],
      );
    },
  };
}

test('two instances starting at once on an empty database migrate once and seed once', async (t) => {
  const instances = await emptyDatabaseTwice();
  t.after(() => instances.close());
  const { first, second } = instances;

  const [appliedByFirst, appliedBySecond] = await Promise.all([migrate(first), migrate(second)]);
  const all = await listMigrations();
  assert.deepEqual([...appliedByFirst, ...appliedBySecond].sort(), all, 'each file applied once');
  const recorded = await first.query<{ name: string }>(
    'SELECT name FROM schema_migrations ORDER BY name',
  );
  assert.deepEqual(
    recorded.rows.map((row) => row.name),
    all,
  );

  const saved: string[] = [];
  const results = await Promise.all([
    seedDemoIfEmpty(first, fakeDeps(saved)),
    seedDemoIfEmpty(second, fakeDeps(saved)),
  ]);
  assert.deepEqual(results.map((r) => r.seeded).sort(), [false, true], 'exactly one seeded');
  const seeded = results.find((r) => r.seeded)!;
  const count = async (sql: string) => (await first.query<{ n: number }>(sql)).rows[0]!.n;
  assert.equal(await count('SELECT count(*)::int AS n FROM talents'), seeded.talents);
  assert.equal(await count('SELECT count(*)::int AS n FROM companies'), seeded.companies);
  // The instance that waited stored no images of its own.
  assert.equal(saved.length, seeded.images);
  assert.equal(await count('SELECT count(*)::int AS n FROM stored_images'), seeded.images);
});
