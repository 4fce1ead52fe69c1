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
});
