import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../helper.js';
import { bulkSeed } from '../../../src/db/seed/bulk-seed.js';
import type { Db } from '../../../src/db/db.js';
import { freshDatabase } from '../../support/fresh-database.js';

test('the bulk seed tops up to the asked counts with 3-8 skills per talent', async (t) => {
  const api = await build(t);
  const passwordHash = await api.app.passwords.hash('peworld123');
  const progress: number[] = [];
  const first = await bulkSeed(api.db, {
    talents: 2_500,
    companies: 30,
    passwordHash,
    onProgress: (done) => progress.push(done),
  });
  assert.deepEqual(first, {
    talentsAdded: 2_500,
    companiesAdded: 30,
    talentsTotal: 2_500,
    companiesTotal: 30,
    load: 'set-based',
  });
  assert.equal(progress.at(-1), 2_530);

  const stats = await api.db.query<{ min: number; max: number; talents: number }>(
    `SELECT min(n)::int AS min, max(n)::int AS max, count(*)::int AS talents
     FROM (SELECT t.id_user, count(s.id) AS n FROM talents t LEFT JOIN skills s ON s.id_user = t.id_user GROUP BY t.id_user) x`,
  );
  assert.deepEqual(stats.rows[0], { min: 3, max: 8, talents: 2_500 });
  // A realistic popularity curve: a few very common skills, a long tail.
  const top = await api.db.query<{ skill_name: string; talent_count: number }>(
    'SELECT skill_name, talent_count FROM skill_catalog ORDER BY talent_count DESC',
  );
  assert.ok(top.rows.length >= 60, `${top.rows.length} distinct skills`);
  assert.ok(
    top.rows[0]!.talent_count > 5 * top.rows[40]!.talent_count,
    `${top.rows[0]!.talent_count} vs ${top.rows[40]!.talent_count}`,
  );
  // The catalog counts agree with the rows (maintained by the triggers).
  const counted = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM skills');
  assert.equal(
    top.rows.reduce((sum, r) => sum + r.talent_count, 0),
    counted.rows[0]!.n,
  );

  const again = await bulkSeed(api.db, { talents: 2_600, companies: 30, passwordHash });
  assert.deepEqual(again, {
    talentsAdded: 100,
    companiesAdded: 0,
    talentsTotal: 2_600,
    companiesTotal: 30,
    load: 'set-based',
  });

  // Bulk accounts log in with the documented password.
  const login = await api.agent().post('/api/auth/login-user', {
    json: { email: 'talent7@bulk.peworld.id', password: 'peworld123' },
  });
  assert.equal(login.status, 200, login.text);
});

/** Everything the triggers maintain, by e-mail (ids and timestamps differ between databases). */
async function derivedState(db: Db) {
  const talents = await db.query(
    // The completeness part of profile_score: the set-based load varies availability on purpose
    // (filters need work), and "not looking" takes 7 points off (migration 095); so the
    // availability's key (migration 101) is compared as "exactly one a: key, the column's".
    `SELECT a.email, ARRAY(SELECT k FROM unnest(t.search_keys) k WHERE k NOT LIKE 'a:%') AS search_keys,
            ARRAY(SELECT k FROM unnest(t.search_keys) k WHERE k LIKE 'a:%') = ARRAY['a:' || t.availability]
              AS availability_key,
            t.skill_count,
            t.profile_score - 7 * (t.availability <> 'not_looking')::int AS profile_score,
            -- The ids (migration 071) stand for exactly the keys (numbers differ by write order).
            ARRAY(SELECT d.key FROM unnest(t.search_ids) i JOIN search_key_ids d ON d.id = i
                  ORDER BY d.key)
              = ARRAY(SELECT k FROM unnest(t.search_keys) k ORDER BY k)
              AND cardinality(t.search_ids) = cardinality(t.search_keys) AS ids_match,
            (SELECT array_agg(s.skill_name ORDER BY s.skill_key) FROM skills s WHERE s.id_user = t.id_user) AS skills,
            (SELECT count(*)::int FROM experiences e WHERE e.id_user = t.id_user) AS experiences
     FROM talents t JOIN accounts a ON a.id = t.id_user ORDER BY a.email`,
  );
  const tokens = await db.query(
    'SELECT kind, word, talent_count FROM search_tokens WHERE talent_count > 0 ORDER BY kind, word',
  );
  const catalog = await db.query(
    'SELECT skill_key, skill_name, talent_count FROM skill_catalog ORDER BY skill_key',
  );
  const keyTypes = await db.query(
    `SELECT employment_type, key, talent_count FROM search_key_types WHERE talent_count > 0
     ORDER BY employment_type, key`,
  );
  const pairs = await db.query(
    'SELECT a, b, talent_count FROM search_skill_pairs WHERE talent_count > 0 ORDER BY a, b',
  );
  // The counts per city and availability (migration 105) as the talents hold them (the
  // set-based load's availabilities differ from the triggers' default, so the counts differ).
  const filterCounts = await db.query<{ differ: number }>(
    `WITH kept AS (
       SELECT city_key, key, availability, talent_count FROM search_key_filter_counts
       WHERE talent_count > 0
     ), held AS (
       SELECT f.city_key, f.key, f.availability, count(*)::int AS talent_count
       FROM talents t, search_key_filter_rows(t.availability, t.search_keys) f GROUP BY 1, 2, 3
     )
     SELECT (SELECT count(*) FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM held) x)::int
          + (SELECT count(*) FROM (SELECT * FROM held EXCEPT ALL SELECT * FROM kept) y)::int AS differ`,
  );
  // Under any city ('') a key's counts sum to its count over all talents (each talent once).
  const anyCity = await db.query<{ differ: number; rows: number }>(
    `SELECT count(*) FILTER (WHERE c.n IS DISTINCT FROM h.n)::int AS differ, count(*)::int AS rows
     FROM (SELECT key, sum(talent_count)::int AS n FROM search_key_filter_counts
           WHERE city_key = '' AND talent_count > 0 GROUP BY key) c
     FULL JOIN (SELECT k AS key, count(*)::int AS n FROM talents t, unnest(t.search_keys) k
                WHERE left(k, 2) IN ('s:', 'n:', 't:', 'c:') GROUP BY k) h USING (key)`,
  );
  return {
    filterCountsDiffer: filterCounts.rows[0]!.differ,
    anyCity: anyCity.rows[0]!,
    pairs: pairs.rows,
    talents: talents.rows,
    tokens: tokens.rows,
    catalog: catalog.rows,
    keyTypes: keyTypes.rows,
  };
}

test('the set-based bulk load gives the same keys, words, counts and catalog as the triggers', async (t) => {
  const viaTriggers = await freshDatabase();
  const setBased = await freshDatabase();
  t.after(() => Promise.all([viaTriggers.drop(), setBased.drop()]));
  // Two runs each, so the second (a top-up) adds to catalog and word counts already there.
  const generation = async (db: Db) =>
    (
      await db.query<{ g: number; c: number }>(
        'SELECT generation::int AS g, catalog_generation::int AS c FROM search_state',
      )
    ).rows[0]!;
  const generationBefore = await generation(setBased.db);
  for (const { db, load } of [
    { db: viaTriggers.db, load: 'triggers' as const },
    { db: setBased.db, load: 'set-based' as const },
  ]) {
    await bulkSeed(db, { talents: 2_100, companies: 3, passwordHash: 'x', load });
    await bulkSeed(db, { talents: 2_400, companies: 3, passwordHash: 'x', load });
  }
  // Cached search pages and the API's in-memory word catalogs of before the seed are stale.
  const generationAfter = await generation(setBased.db);
  assert.ok(generationAfter.g > generationBefore.g);
  assert.ok(generationAfter.c > generationBefore.c);
  const expected = await derivedState(viaTriggers.db);
  const actual = await derivedState(setBased.db);
  assert.equal(actual.talents.length, 2_400);
  assert.ok(expected.tokens.length > 100, `${expected.tokens.length} words`);
  assert.deepEqual(actual.catalog, expected.catalog);
  assert.deepEqual(actual.tokens, expected.tokens);
  assert.deepEqual(actual.talents, expected.talents);
  // Integer keys (migration 071): every row's ids stand for its keys, either way.
  assert.ok(actual.talents.every((r) => r.ids_match === true));
  // Availability (migration 101): each row holds its own value's key and no other, either way.
  for (const state of [expected, actual])
    assert.ok(state.talents.every((r) => r.availability_key === true));
  // Pairs of skills (migration 068): the same counts either way.
  assert.ok(expected.pairs.length > 100, `${expected.pairs.length} pairs`);
  assert.deepEqual(actual.pairs, expected.pairs);
  // Per employment type (migration 067): the same counts, and they agree with the rows.
  assert.ok(expected.keyTypes.length > 100, `${expected.keyTypes.length} keys per type`);
  assert.deepEqual(actual.keyTypes, expected.keyTypes);
  // Per city and availability (migration 105): the counts agree with the rows, either way.
  for (const state of [expected, actual]) {
    assert.equal(state.filterCountsDiffer, 0);
    assert.equal(state.anyCity.differ, 0);
    assert.ok(state.anyCity.rows > 100, `${state.anyCity.rows} keys under any city`);
  }
  const counted = await setBased.db.query<{ employment_type: string; key: string; n: number }>(
    `SELECT t.employment_type, k AS key, count(*)::int AS n FROM talents t, unnest(t.search_keys) k
     WHERE t.employment_type IS NOT NULL AND left(k, 2) IN ('s:', 'n:', 't:', 'c:')
     GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  assert.deepEqual(
    actual.keyTypes,
    counted.rows.map((r) => ({
      employment_type: r.employment_type,
      key: r.key,
      talent_count: r.n,
    })),
  );
  // Search finds the bulk talents by skill (the GIN index was filled by the set-based load).
  const react = await setBased.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM talents WHERE search_keys @> '{s:react}'",
  );
  assert.equal(
    react.rows[0]!.n,
    (actual.catalog as Array<{ skill_key: string; talent_count: number }>).find(
      (c) => c.skill_key === 'react',
    )!.talent_count,
  );
});

test('a role that may not switch triggers off gets the trigger load', async (t) => {
  const fresh = await freshDatabase();
  t.after(() => fresh.drop());
  // What PostgreSQL answers a role without the privilege to SET session_replication_role.
  const refuse = (tx: Db): Db => ({
    ...tx,
    exec: (sql) =>
      /session_replication_role/.test(sql)
        ? Promise.reject(new Error('permission denied to set parameter "session_replication_role"'))
        : tx.exec(sql),
    transaction: (fn) => tx.transaction((inner) => fn(refuse(inner))),
  });
  const result = await bulkSeed(refuse(fresh.db), { talents: 20, companies: 0, passwordHash: 'x' });
  assert.equal(result.load, 'triggers');
  const keys = await fresh.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM talents WHERE search_keys && ARRAY['s:javascript', 's:react', 's:python']",
  );
  assert.ok(keys.rows[0]!.n > 0, 'search keys were computed by the triggers');
});
