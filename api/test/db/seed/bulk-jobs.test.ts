// The bulk job seed (issue 32 benchmarks): jobs for every bulk company without any, searchable
// like posted ones (keys by the trigger), and a re-run adds nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../helper.js';
import { bulkSeed } from '../../../src/db/seed/bulk-seed.js';
import { bulkSeedJobs } from '../../../src/db/seed/bulk-jobs.js';

test('bulk jobs: perCompany open jobs per bulk company, found by the job search, topped up once', async (t) => {
  const api = await build(t);
  await bulkSeed(api.db, { talents: 0, companies: 4, passwordHash: 'not used' });
  const first = await bulkSeedJobs(api.db, { perCompany: 3 });
  assert.deepEqual(first, { jobsAdded: 12, jobsTotal: 12 });
  const again = await bulkSeedJobs(api.db, { perCompany: 3 });
  assert.deepEqual(again, { jobsAdded: 0, jobsTotal: 12 });

  const { rows } = await api.db.query<{ title: string; skill: string; city: string }>(
    `SELECT title, required_skills[1] AS skill, city FROM jobs ORDER BY id_job LIMIT 1`,
  );
  const sample = rows[0]!;
  const talent = await api.registerTalent();
  const found = await talent.agent.get('/api/jobs', {
    query: { search: sample.skill, city: sample.city, limit: '50' },
  });
  assert.equal(found.status, 200, found.text);
  assert.ok(
    found.body.data.some((job: { title: string }) => job.title === sample.title),
    `${sample.title} found by ${sample.skill} in ${sample.city}`,
  );
});
