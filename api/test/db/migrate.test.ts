import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshDatabase } from '../support/fresh-database.js';
import { listMigrations, migrate } from '../../src/db/migrate.js';

test('migrations are recorded once; running again or concurrently applies nothing new', async (t) => {
  const database = await freshDatabase();
  t.after(() => database.drop());
  const { db } = database;
  const names = await listMigrations();
  assert.ok(names.includes('001-accounts.sql') && names.includes('002-profiles.sql'));
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM schema_migrations ORDER BY name',
  );
  assert.deepEqual(
    rows.map((row) => row.name),
    names,
  );
  const [first, second] = await Promise.all([migrate(db), migrate(db)]);
  assert.deepEqual(first, []);
  assert.deepEqual(second, []);
});

test('a failing migration is rolled back and not recorded', async (t) => {
  const database = await freshDatabase();
  t.after(() => database.drop());
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
  const os = await import('node:os');
  const path = await import('node:path');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'peworld-migrations-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(path.join(dir, '900-good.sql'), 'CREATE TABLE migrate_probe_good (id int);');
  await writeFile(
    path.join(dir, '901-bad.sql'),
    'CREATE TABLE migrate_probe_bad (id int); SELECT * FROM table_that_does_not_exist;',
  );
  await assert.rejects(migrate(database.db, dir));
  const { rows } = await database.db.query<{ name: string }>(
    "SELECT name FROM schema_migrations WHERE name LIKE '90%'",
  );
  assert.deepEqual(
    rows.map((row) => row.name),
    ['900-good.sql'],
  );
  const tables = await database.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'migrate_probe%' ORDER BY table_name",
  );
  assert.deepEqual(
    tables.rows.map((row) => row.table_name),
    ['migrate_probe_good'],
  );
});

test('schema rules: email unique whatever its case, role and category checked', async (t) => {
  const database = await freshDatabase();
  t.after(() => database.drop());
  const { db } = database;
  await db.query(
    "INSERT INTO accounts (email, password_hash, role) VALUES ('Case@Example.com', 'x', 'talent')",
  );
  await assert.rejects(
    db.query(
      "INSERT INTO accounts (email, password_hash, role) VALUES ('case@example.COM', 'x', 'talent')",
    ),
  );
  await assert.rejects(
    db.query(
      "INSERT INTO accounts (email, password_hash, role) VALUES ('admin@example.com', 'x', 'admin')",
    ),
  );
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO accounts (email, password_hash, role) VALUES ('c@example.com', 'x', 'recruiter') RETURNING id",
  );
  await assert.rejects(
    db.query(
      "INSERT INTO companies (id_company, name, name_company, category) VALUES ($1, 'n', 'c', 'Other')",
      [rows[0]!.id],
    ),
  );
});
