import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../helper.js';
import { bulkSeed } from '../../../src/db/seed/bulk-seed.js';

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
  });

  // Bulk accounts log in with the documented password.
  const login = await api.agent().post('/api/auth/login-user', {
    json: { email: 'talent7@bulk.peworld.id', password: 'peworld123' },
  });
  assert.equal(login.status, 200, login.text);
});
