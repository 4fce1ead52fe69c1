// The API vacuums the search counter tables after enough writes (src/search/search-vacuum.ts):
// without it, dead rows of every skill write pile up in them (PGlite has no autovacuum, and the
// test server runs with autovacuum off, so the maintenance runs on both engines here). Where the
// server's autovacuum is on, the API leaves it to the server (last test, a cluster of its own).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { build, type Registered, type TestApi } from '../../helper.js';
import { freshDatabase } from '../../support/fresh-database.js';
import { startApiProcess } from '../../support/api-process.js';
import { registerTalent } from '../../support/accounts.js';
import { privatePostgresAvailable, startPrivatePostgres } from '../../support/private-postgres.js';
import {
  SEARCH_COUNTER_TABLES,
  SEARCH_VACUUM_LOCK_KEY,
} from '../../../src/domains/search/search-vacuum.js';

const WRITES = 300;

/** The tables' and their indexes' main forks (VACUUM adds free-space and visibility maps). */
async function tableState(api: TestApi): Promise<{ bytes: number; vacuums: number }> {
  const { rows } = await api.db.query<{ bytes: number; vacuums: number }>(
    `WITH t AS (SELECT unnest($1::text[])::regclass AS oid)
     SELECT (SELECT sum(pg_relation_size(r)) FROM (
               SELECT oid AS r FROM t
               UNION ALL SELECT indexrelid FROM pg_index WHERE indrelid IN (SELECT oid FROM t)) x
            )::bigint AS bytes,
       coalesce((SELECT vacuum_count FROM pg_stat_user_tables
                 WHERE relid = 'skill_catalog'::regclass), 0)::bigint AS vacuums`,
    [[...SEARCH_COUNTER_TABLES]],
  );
  return { bytes: Number(rows[0]!.bytes), vacuums: Number(rows[0]!.vacuums) };
}

/** A talent adds and removes a skill `pairs` times; `between` runs after each pair. */
async function churn(talent: Registered, pairs: number, between?: () => Promise<void>) {
  for (let i = 0; i < pairs; i += 1) {
    const added = await talent.agent.post('/api/users-skills', { json: { skill_name: 'Zig' } });
    assert.equal(added.status, 201, added.text);
    const removed = await talent.agent.delete(`/api/users-skills/${added.body.data.id}`);
    assert.equal(removed.status, 200, removed.text);
    await between?.();
  }
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Three talents with skills the churn never touches, and the writer. */
async function cast(api: TestApi) {
  const holders: Registered[] = [];
  for (const name of ['Vacuum One', 'Vacuum Two', 'Vacuum Three']) {
    const talent = await api.registerTalent({ full_name: name });
    for (const skill of ['Golang', 'Kotlin'])
      assert.equal(
        (await talent.agent.post('/api/users-skills', { json: { skill_name: skill } })).status,
        201,
      );
    holders.push(talent);
  }
  const writer = await api.registerTalent({ full_name: 'Busy Writer' });
  return { holders, writer };
}

/** One statement on a connection of its own (what a new API process would see). */
async function queryOnce<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** VACUUMs run by hand or by the API on skill_catalog (autovacuum's are counted apart). */
async function manualVacuums(url: string): Promise<number> {
  const rows = await queryOnce<{ vacuums: string }>(
    url,
    "SELECT vacuum_count AS vacuums FROM pg_stat_user_tables WHERE relid = 'skill_catalog'::regclass",
  );
  return Number(rows[0]!.vacuums);
}

const searchIds = async (api: TestApi, query: string) =>
  (await api.agent().get(`/api/users?${query}`)).body.data.map(
    (talent: { id_user: number }) => talent.id_user,
  ) as number[];

describe('search table maintenance', () => {
  test('writes past the threshold vacuum the search tables; searches answer the same', async (t) => {
    const api = await build(t, { config: { searchVacuumWrites: 40, searchVacuumCheckMs: 10 } });
    const { holders, writer } = await cast(api);
    const before = await tableState(api);
    const expected = await searchIds(api, 'search=golang,kotlin&limit=10');
    assert.deepEqual(
      [...expected].sort((a, b) => a - b),
      holders.map((h) => h.user.id_user).sort((a, b) => a - b),
    );
    let pair = 0;
    await churn(writer, WRITES, async () => {
      pair += 1;
      if (pair % 25 === 0)
        assert.deepEqual(await searchIds(api, 'search=golang,kotlin&limit=10'), expected);
    });
    await until(async () => (await tableState(api)).vacuums > before.vacuums, 'a VACUUM');
    assert.deepEqual(await searchIds(api, 'search=golang,kotlin&limit=10'), expected);
    // A write is still seen by the next search.
    const added = await writer.agent.post('/api/users-skills', { json: { skill_name: 'Zig' } });
    assert.equal(added.status, 201, added.text);
    assert.deepEqual(await searchIds(api, 'search=zig'), [writer.user.id_user]);
  });

  test('the tables stay smaller than without the maintenance', async (t) => {
    const grown = async (writes: number): Promise<number> => {
      const api = await build(t, {
        config: { searchVacuumWrites: writes, searchVacuumCheckMs: 10 },
      });
      const { writer } = await cast(api);
      const before = await tableState(api);
      await churn(writer, WRITES);
      return (await tableState(api)).bytes - before.bytes;
    };
    const without = await grown(0);
    const withMaintenance = await grown(40);
    assert.ok(
      withMaintenance * 2 <= without,
      `growth with the maintenance ${withMaintenance} B, without ${without} B`,
    );
  });

  test('an instance skips the VACUUM while another holds the lock', async (t) => {
    const api = await build(t, { config: { searchVacuumWrites: 10, searchVacuumCheckMs: 10 } });
    const { writer } = await cast(api);
    const before = await tableState(api);
    await api.db.withLock(SEARCH_VACUUM_LOCK_KEY, async () => {
      await churn(writer, 40);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await tableState(api)).vacuums, before.vacuums);
    });
    await until(async () => (await tableState(api)).vacuums > before.vacuums, 'a VACUUM');
  });

  test('shutdown while a VACUUM is due or running exits cleanly', async (t) => {
    const database = await freshDatabase();
    t.after(() => database.drop());
    const api = await startApiProcess({
      databaseUrl: database.url ?? '',
      env: { SEARCH_VACUUM_WRITES: '1', SEARCH_VACUUM_CHECK_MS: '10' },
    });
    t.after(() => api.stop());
    const { agent } = await registerTalent(api.url, { full_name: 'Vacuum Shutdown' });
    for (let i = 0; i < 20; i += 1)
      assert.equal(
        (await agent.post('/api/users-skills', { json: { skill_name: `Skill ${i}` } })).status,
        201,
      );
    api.child.kill('SIGTERM');
    assert.equal(await api.exited, 0, api.output());
    assert.doesNotMatch(api.output(), /vacuum/i);
  });

  // `autovacuum` can only be set in the server's configuration (SET, set_config, ALTER DATABASE
  // and ALTER ROLE all refuse it) and the shared test server runs with it off, so the rule's
  // other side runs on a cluster of the test's own, where it is on as initdb leaves it. The same
  // cluster with autovacuum turned off shows that the check below does see an API VACUUM.
  if (privatePostgresAvailable()) {
    test('PostgreSQL with autovacuum on: the API does not vacuum; with it off, it does', async (t) => {
      const cluster = await startPrivatePostgres();
      t.after(() => cluster.destroy());
      await queryOnce(cluster.url, 'CREATE DATABASE peworld');
      const databaseUrl = cluster.url.replace(/\/postgres$/, '/peworld');
      const autovacuum = async () =>
        (await queryOnce<{ autovacuum: string }>(databaseUrl, 'SHOW autovacuum'))[0]!.autovacuum;

      /** An API process with the threshold at 1 write: answers the VACUUMs seen after writes. */
      const vacuumsAfterWrites = async (waitForVacuum: boolean) => {
        const api = await startApiProcess({
          databaseUrl,
          env: { SEARCH_VACUUM_WRITES: '1', SEARCH_VACUUM_CHECK_MS: '10', LOG_LEVEL: 'info' },
        });
        try {
          const decided = () =>
            /autovacuum is on|"msg":"search tables vacuumed"/.test(api.output());
          const { agent } = await registerTalent(api.url);
          const before = await manualVacuums(databaseUrl);
          for (let i = 0; i < 10; i += 1)
            assert.equal(
              (await agent.post('/api/users-skills', { json: { skill_name: `Skill ${i}` } }))
                .status,
              201,
            );
          if (waitForVacuum)
            await until(async () => (await manualVacuums(databaseUrl)) > before, 'a VACUUM');
          else {
            await until(async () => decided(), 'the decision logged');
            // 100 checks at 10 ms: an API that vacuums would have done so by now.
            await new Promise((resolve) => setTimeout(resolve, 1000));
          }
          return { vacuums: (await manualVacuums(databaseUrl)) - before, output: api.output() };
        } finally {
          await api.stop();
        }
      };

      assert.equal(await autovacuum(), 'on');
      const on = await vacuumsAfterWrites(false);
      assert.equal(on.vacuums, 0, on.output);
      assert.match(on.output, /autovacuum is on: the server vacuums the search tables itself/);

      await queryOnce(cluster.url, 'ALTER SYSTEM SET autovacuum = off');
      await queryOnce(cluster.url, 'SELECT pg_reload_conf()');
      await until(async () => (await autovacuum()) === 'off', 'autovacuum off after the reload');
      const off = await vacuumsAfterWrites(true);
      assert.ok(off.vacuums > 0, off.output);
      assert.doesNotMatch(off.output, /autovacuum is on/);
    });
  }
});
