import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApi } from '../../../helper.js';
import { sharedApi } from '../talent-fixtures.js';

/**
 * A search statement leaves out the parts the in-memory catalog counts say its page will not
 * reach (later employment-type groups, the GIN read behind a sorted probe, the counting
 * subquery behind a capped total). Those counts may lag a write by up to a second: here a write
 * takes a skill from most of its holders right before the search, which still judges by the
 * old counts. The answer must be what the rows say, as if nothing had been left out.
 */

const HOLDERS = 3_100;
/** Holders that keep the skill after the write: full time (ids below) and freelance. */
const KEPT_FULL_TIME = 4;
const KEPT_FREELANCE = 9;

interface Body {
  data: Array<{ id_user: number; match_count: number; employment_type: string | null }>;
  pagination: { total: number; totalCapped: boolean };
}

describe('GET /api/users: a lean statement judged by stale counts', () => {
  const shared = sharedApi();
  let api: TestApi;

  const search = async (query: Record<string, string>) => {
    const res = await api.agent().get('/api/users', { query: { limit: '10', ...query } });
    assert.equal(res.status, 200, res.text);
    const body = res.body as Body;
    return { ids: body.data.map((c) => c.id_user), total: body.pagination.total };
  };

  /** The holders of any of the skills in the fixture's ranking of `order`, read from the rows. */
  const truth = async (skills: string[], order: string, employmentType?: string) => {
    const { rows } = await api.db.query<{ id_user: number }>(
      `SELECT t.id_user FROM talents t
       WHERE EXISTS (SELECT FROM skills s WHERE s.id_user = t.id_user AND s.skill_key = ANY($1::text[]))
         AND ($2::text IS NULL OR t.employment_type = $2)
       ORDER BY ${order}`,
      [skills, employmentType ?? null],
    );
    return rows.map((r) => r.id_user);
  };

  /** Every holder of Elixir but the kept ones loses it (a write the catalog has not counted). */
  const takeElixir = () =>
    api.db.query(
      `DELETE FROM skills s WHERE s.skill_key = 'elixir' AND s.id_user NOT IN (
         (SELECT id_user FROM talents WHERE full_name LIKE 'Lean %' AND employment_type = 'full time'
          ORDER BY id_user LIMIT $1)
         UNION ALL
         (SELECT id_user FROM talents WHERE full_name LIKE 'Lean %' AND employment_type = 'freelance'
          ORDER BY id_user LIMIT $2))`,
      [KEPT_FULL_TIME, KEPT_FREELANCE],
    );

  const giveElixir = () =>
    api.db.query(
      `INSERT INTO skills (id_user, skill_name)
       SELECT t.id_user, 'Elixir' FROM talents t
       WHERE t.full_name LIKE 'Lean %'
         AND NOT EXISTS (SELECT FROM skills s WHERE s.id_user = t.id_user AND s.skill_key = 'elixir')`,
    );

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Every fixture talent holds Elixir and the catalog has counted them; then most lose it. */
  const staleAfter = async (query: Record<string, string>) => {
    await giveElixir();
    // A search that sees the write more than a second after the last count refresh refreshes
    // the counts in the background (word-catalog.ts); give that load time to finish.
    await sleep(1_100);
    const fresh = await search(query);
    assert.equal(fresh.ids.length, 10, 'the holders fill the page before the write');
    await sleep(300);
    await takeElixir();
  };

  before(async () => {
    api = shared();
    // A third freelance, in one statement (one creation time: newest is highest id).
    await api.db.query(
      `WITH acc AS (
         INSERT INTO accounts (email, password_hash, role)
         SELECT 'lean' || n || '@example.com', 'x', 'talent' FROM generate_series(1, $1::int) n
         RETURNING id
       )
       INSERT INTO talents (id_user, full_name, job_desk, employment_type)
       SELECT id, 'Lean ' || id, 'Engineer', CASE WHEN id % 3 = 0 THEN 'freelance' ELSE 'full time' END
       FROM acc`,
      [HOLDERS],
    );
    await api.db.query(
      `INSERT INTO skills (id_user, skill_name)
       SELECT id_user, 'Erlang' FROM talents WHERE full_name LIKE 'Lean %' AND id_user % 500 = 1
       UNION ALL
       SELECT id_user, 'Gleam' FROM talents WHERE full_name LIKE 'Lean %' AND id_user % 100 = 1`,
    );
    // The planner's count of talents, which the search reads to judge how dense a set is.
    await api.db.query('ANALYZE talents');
  });

  test('fulltime sort: the freelance group fills a page the full-time group no longer fills', async () => {
    const query = { search: 'elixir', sort: 'fulltime' };
    await staleAfter(query);
    const expected = await truth(
      ['elixir'],
      `t.employment_type DESC NULLS LAST, t.profile_score DESC, t.created_at DESC, t.id_user DESC`,
    );
    assert.equal(expected.length, KEPT_FULL_TIME + KEPT_FREELANCE);
    const { ids, total } = await search(query);
    assert.deepEqual(ids, expected.slice(0, 10));
    assert.equal(total, KEPT_FULL_TIME + KEPT_FREELANCE);
  });

  test('fulltime sort, two terms: every level of the full-time group, then the freelance group', async () => {
    const query = { search: 'elixir, erlang', sort: 'fulltime' };
    await staleAfter(query);
    // Both terms first, then one, within each employment type group.
    const { rows } = await api.db.query<{ id_user: number }>(
      `SELECT t.id_user FROM talents t
       JOIN skills s ON s.id_user = t.id_user AND s.skill_key IN ('elixir', 'erlang')
       GROUP BY t.id_user
       ORDER BY t.employment_type DESC NULLS LAST, count(*) DESC, t.profile_score DESC,
                t.created_at DESC, t.id_user DESC`,
    );
    const fullTime = await truth(['elixir', 'erlang'], 't.id_user', 'full time');
    assert.ok(fullTime.length < 10, 'the full-time group no longer fills the page');
    const { ids } = await search(query);
    assert.deepEqual(
      ids,
      rows.slice(0, 10).map((r) => r.id_user),
    );
  });

  test('relevance, two terms: a page the first level filled last time, no longer filled', async () => {
    const query = { search: 'elixir, gleam' };
    // Every Gleam holder holds Elixir too: both terms fill the page (remembered for this search).
    await staleAfter(query);
    const { rows } = await api.db.query<{ id_user: number; level: number }>(
      `SELECT t.id_user, count(*)::int AS level FROM talents t
       JOIN skills s ON s.id_user = t.id_user AND s.skill_key IN ('elixir', 'gleam')
       GROUP BY t.id_user
       ORDER BY level DESC, t.profile_score DESC, t.created_at DESC, t.id_user DESC`,
    );
    assert.ok(rows.filter((r) => r.level === 2).length < 10, 'both terms no longer fill the page');
    const { ids } = await search(query);
    assert.deepEqual(
      ids,
      rows.slice(0, 10).map((r) => r.id_user),
    );
  });

  test('newest sort: the matches the probe no longer finds are read all the same', async () => {
    const query = { search: 'elixir', sort: 'newest', employment_type: 'freelance' };
    await staleAfter(query);
    const { ids, total } = await search(query);
    assert.deepEqual(
      ids,
      await truth(['elixir'], 't.created_at DESC, t.id_user DESC', 'freelance'),
    );
    assert.equal(total, KEPT_FREELANCE);
  });

  test('a total the counts took as capped is counted when it no longer is', async () => {
    const query = { search: 'elixir, erlang' };
    await staleAfter(query);
    const { ids, total } = await search(query);
    const holders = await truth(['elixir', 'erlang'], 't.id_user');
    assert.equal(total, holders.length);
    assert.equal(ids.length, 10);
    assert.ok(ids.every((id) => holders.includes(id)));
  });
});
