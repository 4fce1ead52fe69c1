// 040-conversations turns hire requests written before it into conversations: one per
// company–talent pair, each request a message, only the newest recent one still pending.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../../src/db/db.js';
import { listMigrations, migrate } from '../../src/db/migrate.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

async function emptyDatabase(t: { after(fn: () => unknown): void }): Promise<Db> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const { db } = await openPglite();
    t.after(() => db.close());
    return db;
  }
  const name = `peworld_test_mig_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 2);
  t.after(async () => {
    await db.close();
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return db;
}

test('existing hire requests become conversations with their messages', async (t) => {
  const db = await emptyDatabase(t);
  const before = await mkdtemp(path.join(os.tmpdir(), 'peworld-before-040-'));
  t.after(() => rm(before, { recursive: true, force: true }));
  for (const name of await listMigrations(MIGRATIONS_DIR))
    if (name < '040') await copyFile(path.join(MIGRATIONS_DIR, name), path.join(before, name));
  await migrate(db, before);

  const account = async (email: string, role: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO accounts (email, password_hash, role) VALUES ($1, 'x', $2) RETURNING id`,
        [email, role],
      )
    ).rows[0]!.id;
  const company = await account('c@example.com', 'recruiter');
  const talentA = await account('a@example.com', 'talent');
  const talentB = await account('b@example.com', 'talent');
  await db.query(
    `INSERT INTO companies (id_company, name, name_company) VALUES ($1, 'C', 'C Co')`,
    [company],
  );
  for (const id of [talentA, talentB])
    await db.query(`INSERT INTO talents (id_user, full_name) VALUES ($1, 'T')`, [id]);
  const hire = (talent: number, subject: string, age: string) =>
    db.query(
      `INSERT INTO hire_requests (id_company, id_user, subject, message, created_at)
       VALUES ($1, $2, $3, $3 || ' body', now() - $4::interval)`,
      [company, talent, subject, age],
    );
  await hire(talentA, 'old', '3 days');
  await hire(talentA, 'new', '1 day');
  await hire(talentB, 'ancient', '20 days');

  // Later migrations (other features) run too; this test is about 040.
  const applied = await migrate(db);
  assert.deepEqual(
    applied.filter((name) => name < '041'),
    ['040-conversations.sql'],
  );

  const { rows: conversations } = await db.query<{ id_user: number; n: number }>(
    `SELECT c.id_user, (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS n
       FROM conversations c ORDER BY c.id_user`,
  );
  assert.deepEqual(
    conversations.map((c) => [Number(c.id_user), Number(c.n)]),
    [
      [talentA, 2],
      [talentB, 1],
    ],
  );
  const { rows: statuses } = await db.query<{ subject: string; status: string }>(
    'SELECT subject, status FROM hire_requests ORDER BY id',
  );
  assert.deepEqual(
    statuses.map((s) => [s.subject, s.status]),
    [
      ['old', 'expired'],
      ['new', 'pending'],
      ['ancient', 'expired'],
    ],
  );
  const { rows: messages } = await db.query<{ kind: string; body: string }>(
    `SELECT kind, body FROM messages ORDER BY id`,
  );
  assert.deepEqual(
    messages.map((m) => [m.kind, m.body]),
    [
      ['hire', 'ancient body'],
      ['hire', 'old body'],
      ['hire', 'new body'],
    ],
  );
});
