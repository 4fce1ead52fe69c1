// Counts stop at 1,000: beyond it the API says so (totalCapped) instead of counting every match.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { type TestApi } from '../../../helper.js';
import { sharedApi } from '../talent-fixtures.js';

const MANY = 1_500;

describe('GET /api/users: capped counts', () => {
  const shared = sharedApi();
  let api: TestApi;

  const list = async (query: Record<string, string | number>) => {
    const res = await api.agent().get('/api/users', { query });
    assert.equal(res.status, 200, res.text);
    return res.body as {
      data: Array<{ full_name: string; match_count: number; employment_type: string | null }>;
      pagination: {
        page: number;
        limit: number;
        total: number;
        totalPages: number;
        totalCapped: boolean;
      };
    };
  };

  before(async () => {
    api = shared();
    // 1,500 testers (a third freelance, fewer than 1,000) and a few designers, written as another process would.
    await api.db.query(
      `WITH acc AS (
         INSERT INTO accounts (email, password_hash, role)
         SELECT 'capped' || n || '@example.com', 'x', 'talent' FROM generate_series(1, $1::int) n
         RETURNING id
       )
       INSERT INTO talents (id_user, full_name, job_desk, employment_type)
       SELECT id, 'Capped ' || id, CASE WHEN id % 503 = 0 THEN 'UI Designer' ELSE 'QA Tester' END,
              CASE WHEN id % 3 = 0 THEN 'freelance' ELSE 'full time' END
       FROM acc`,
      [MANY],
    );
  });

  test('more than 1,000 matches: total 1,000 with totalCapped, pages still served', async () => {
    const everyone = await list({ limit: 25 });
    assert.deepEqual(everyone.pagination, {
      page: 1,
      limit: 25,
      total: 1_000,
      totalPages: 40,
      totalCapped: true,
    });
    const testers = await list({ search: 'tester', limit: 25 });
    assert.equal(testers.pagination.total, 1_000);
    assert.equal(testers.pagination.totalCapped, true);
    assert.equal(testers.data.length, 25);
    assert.ok(testers.data.every((c) => c.match_count === 1));
    const page5 = await list({ search: 'tester', limit: 25, page: 5 });
    assert.equal(page5.data.length, 25);
    assert.equal(
      new Set([...testers.data, ...page5.data].map((c) => c.full_name)).size,
      50,
      'pages do not overlap',
    );
    // Past the last countable page: empty, same capped total.
    const beyond = await list({ search: 'tester', limit: 25, page: 41 });
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.pagination.totalCapped, true);
  });

  test('fewer than 1,000 matches are counted exactly, with filters too', async () => {
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM talents WHERE job_desk = 'UI Designer'`,
    );
    const designers = await list({ search: 'designer' });
    assert.equal(designers.pagination.total, rows[0]!.n);
    assert.equal(designers.pagination.totalCapped, false);
    const { rows: free } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM talents WHERE job_desk = 'QA Tester' AND employment_type = 'freelance'`,
    );
    const freelance = await list({ search: 'tester', employment_type: 'freelance' });
    assert.equal(freelance.pagination.total, free[0]!.n);
    assert.equal(freelance.pagination.totalCapped, false);
    assert.ok(freelance.data.every((c) => c.employment_type === 'freelance'));
    const both = await list({ search: 'tester, designer' });
    assert.equal(both.pagination.totalCapped, true);
  });

  test('filtered totals follow every write: type changes, skills added and removed, talents deleted', async () => {
    // What the totals must be, counted from the rows themselves.
    const truth = async (skills: string[], type: string) =>
      (
        await api.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM talents t
           WHERE t.employment_type = $2
             AND EXISTS (SELECT FROM skills s WHERE s.id_user = t.id_user AND s.skill_key = ANY($1::text[]))`,
          [skills, type],
        )
      ).rows[0]!.n;
    const total = async (search: string, type: string) => {
      const body = await list({ search, employment_type: type });
      assert.equal(body.pagination.totalCapped, false);
      return body.pagination.total;
    };
    const check = async (step: string) => {
      for (const type of ['freelance', 'full time']) {
        // One skill (its per-type count is the total) and two held under the type (counted).
        assert.equal(
          await total('cobol', type),
          await truth(['cobol'], type),
          `${step}: cobol ${type}`,
        );
        assert.equal(
          await total('cobol, fortran', type),
          await truth(['cobol', 'fortran'], type),
          `${step}: cobol, fortran ${type}`,
        );
      }
    };
    // 60 testers learn COBOL (freelance and full time alike), 20 of them Fortran too.
    await api.db.query(
      `INSERT INTO skills (id_user, skill_name)
       SELECT id_user, 'COBOL' FROM talents WHERE full_name LIKE 'Capped %' ORDER BY id_user LIMIT 60`,
    );
    await api.db.query(
      `INSERT INTO skills (id_user, skill_name)
       SELECT id_user, 'Fortran' FROM talents WHERE full_name LIKE 'Capped %' ORDER BY id_user LIMIT 20 OFFSET 50`,
    );
    assert.ok((await truth(['cobol'], 'freelance')) > 10);
    await check('skills added');
    // Five full-timers turn freelance, three freelancers lose their type.
    await api.db.query(
      `UPDATE talents SET employment_type = 'freelance' WHERE id_user IN (
         SELECT s.id_user FROM skills s JOIN talents t USING (id_user)
         WHERE s.skill_key = 'cobol' AND t.employment_type = 'full time' ORDER BY s.id_user LIMIT 5)`,
    );
    await api.db.query(
      `UPDATE talents SET employment_type = NULL WHERE id_user IN (
         SELECT s.id_user FROM skills s JOIN talents t USING (id_user)
         WHERE s.skill_key = 'cobol' AND t.employment_type = 'freelance' ORDER BY s.id_user LIMIT 3)`,
    );
    await check('types changed');
    // Some forget COBOL, some accounts are deleted.
    await api.db.query(
      `DELETE FROM skills WHERE skill_key = 'cobol' AND id_user IN (
         SELECT id_user FROM skills WHERE skill_key = 'cobol' ORDER BY id_user DESC LIMIT 7)`,
    );
    await api.db.query(
      `DELETE FROM accounts WHERE id IN (
         SELECT id_user FROM skills WHERE skill_key = 'fortran' ORDER BY id_user LIMIT 4)`,
    );
    await check('skills removed, talents deleted');
    // Nobody left with a skill under a type: 0, not a stale count.
    await api.db.query(`DELETE FROM skills WHERE skill_key = 'fortran'`);
    assert.equal(await total('fortran', 'freelance'), 0);
    assert.equal(await total('fortran', 'full time'), 0);
    // The per-type counts (migration 067) agree with the rows for every key.
    const stored = await api.db.query(
      `SELECT employment_type, key, talent_count FROM search_key_types WHERE talent_count <> 0
       ORDER BY employment_type, key`,
    );
    const counted = await api.db.query(
      `SELECT t.employment_type, k AS key, count(*)::int AS talent_count
       FROM talents t, unnest(t.search_keys) k
       WHERE t.employment_type IS NOT NULL AND left(k, 2) IN ('s:', 'n:', 't:', 'c:')
       GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    assert.ok(counted.rows.length > 10);
    assert.deepEqual(stored.rows, counted.rows);
  });
});
