import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApi } from '../../../helper.js';
import { sharedApi } from '../talent-fixtures.js';

/**
 * A relevance level's probe reads the first entries of the ranking index (PROBE_ROWS, 2,000);
 * when it finds matches there but too few for the page, it reads on through the next entries
 * before falling back to the GIN read. Here the top 2,000 talents by rank hold two of the three
 * skills only every hundredth, the 1,000 below them all hold two: a page of level-2 matches past
 * the first 20 comes from that further read, and must be the exact top of the ranking (more
 * matched terms, complete profiles, newer, highest id) as the GIN read would give it.
 */

const TALENTS = 3_000;
const SKILLS = ['Elm', 'Erlang', 'Clojure'];

interface Card {
  id_user: number;
  match_count: number;
}

describe('GET /api/users: a probe that reads on', () => {
  const shared = sharedApi();
  let api: TestApi;

  const page = async (query: Record<string, string>) => {
    const res = await api.agent().get('/api/users', {
      query: Object.fromEntries(Object.entries({ limit: '10', ...query }).filter(([, v]) => v)),
    });
    assert.equal(res.status, 200, res.text);
    return (res.body as { data: Card[] }).data.map((c) => [c.id_user, c.match_count]);
  };

  /** The ranking, counted from the rows themselves (every fixture talent is full time). */
  const truth = async (offset: number) =>
    (
      await api.db.query<{ id_user: number; level: number }>(
        `SELECT t.id_user, count(*)::int AS level FROM talents t
         JOIN skills s ON s.id_user = t.id_user AND s.skill_key = ANY($1::text[])
         GROUP BY t.id_user, t.profile_score, t.created_at
         ORDER BY level DESC, t.profile_score DESC, t.created_at DESC, t.id_user DESC
         LIMIT 10 OFFSET $2`,
        [SKILLS.map((s) => s.toLowerCase()), offset],
      )
    ).rows.map((r) => [r.id_user, r.level]);

  const check = async (step: string) => {
    for (const sort of ['', 'skill', 'fulltime', 'freelance'])
      for (const p of [1, 2, 3, 5])
        assert.deepEqual(
          await page({ search: SKILLS.join(', '), sort, page: String(p) }),
          await truth((p - 1) * 10),
          `${step}: sort ${sort || 'relevance'} page ${p}`,
        );
  };

  before(async () => {
    api = shared();
    // Written in one statement (one creation time): the rank order is the id order, highest first.
    await api.db.query(
      `WITH acc AS (
         INSERT INTO accounts (email, password_hash, role)
         SELECT 'probe' || n || '@example.com', 'x', 'talent' FROM generate_series(1, $1::int) n
         RETURNING id
       )
       INSERT INTO talents (id_user, full_name, job_desk, employment_type)
       SELECT id, 'Probe ' || id, 'Engineer', 'full time' FROM acc`,
      [TALENTS],
    );
    // The planner's count of talents, which the search reads to judge how dense a level is
    // (without it every level of at most 5,000 talents is read through the GIN index).
    await api.db.query('ANALYZE talents');
    // The lowest 1,000 ids hold Elm and Erlang; above them each holds one of the three skills,
    // every hundredth both Elm and Erlang.
    await api.db.query(
      `WITH t AS (SELECT id_user, row_number() OVER (ORDER BY id_user) AS n FROM talents
                  WHERE full_name LIKE 'Probe %')
       INSERT INTO skills (id_user, skill_name)
       SELECT id_user, 'Elm' FROM t WHERE n <= 1000 OR n % 100 = 0 OR n % 3 = 0
       UNION ALL
       SELECT id_user, 'Erlang' FROM t WHERE n <= 1000 OR n % 100 = 0 OR (n % 3 = 1 AND n % 100 <> 0)
       UNION ALL
       SELECT id_user, 'Clojure' FROM t WHERE n > 1000 AND n % 3 = 2 AND n % 100 <> 0`,
    );
  });

  test('pages past the probe come in rank order, before and after writes', async () => {
    const first = await page({ search: SKILLS.join(', '), page: '3' });
    assert.ok(first.every(([, level]) => level === 2));
    await check('seeded');
    // The top-ranked level-2 talent loses Erlang; a top-ranked Clojure talent learns Elm.
    await api.db.query(
      `DELETE FROM skills WHERE skill_key = 'erlang' AND id_user = (
         SELECT max(id_user) FROM skills WHERE skill_key = 'erlang'
           AND id_user IN (SELECT id_user FROM skills WHERE skill_key = 'elm'))`,
    );
    await api.db.query(
      `INSERT INTO skills (id_user, skill_name)
       SELECT max(id_user), 'Elm' FROM skills WHERE skill_key = 'clojure'`,
    );
    await check('after writes');
  });
});
