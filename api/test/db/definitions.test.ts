// src/db/definitions.sql shows the functions and triggers the migrations leave behind; it must
// say exactly what a freshly migrated database holds (on PGlite, and on PostgreSQL when
// DATABASE_URL is set), so a reader can trust it instead of replaying 060-072 in their head.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { freshDatabase } from '../support/fresh-database.js';
import { currentDefinitions, DEFINITIONS_FILE } from '../../src/db/definitions.js';

test('definitions.sql matches the functions and triggers of a migrated database', async (t) => {
  const database = await freshDatabase();
  t.after(() => database.drop());
  const actual = await currentDefinitions(database.db);
  const written = await readFile(DEFINITIONS_FILE, 'utf8');
  assert.match(actual, /CREATE OR REPLACE FUNCTION/, 'the schema has functions to show');
  assert.match(actual, /CREATE TRIGGER/, 'the schema has triggers to show');
  assert.equal(
    written,
    actual,
    'src/db/definitions.sql is stale: run `npm run db:definitions -w api` and commit it',
  );
});
