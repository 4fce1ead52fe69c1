// The job search workload: distinct, valid job-list URLs with the filters the issue names, and
// full job bodies for the recruiters' edits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jobBody, jobSearchPaths } from '../../bench/job-search-mix.js';
import { createRandom } from '../../src/db/seed/prng.js';
import { JOB_EMPLOYMENT_TYPES, WORK_MODES } from '../../src/schemas/job.js';

const skills = ['React', 'JavaScript', 'Node.js', 'Python', 'Go', 'PostgreSQL', 'Kubernetes'];

test('distinct job searches with terms, every filter kind and 25 a page', () => {
  const paths = jobSearchPaths(skills, 600);
  assert.equal(new Set(paths).size, 600);
  const queries = paths.map((p) => new URL(p, 'http://x').searchParams);
  for (const q of queries) {
    assert.equal(q.get('limit'), '25');
    assert.notEqual(q.get('search') ?? '', '');
  }
  for (const filter of [
    'city',
    'employment_type',
    'work_mode',
    'salary_min',
    'posted_within',
    'sort',
    'page',
  ])
    assert.ok(
      queries.some((q) => q.has(filter)),
      `some search uses ${filter}`,
    );
  for (const q of queries) {
    if (q.has('employment_type'))
      assert.ok((JOB_EMPLOYMENT_TYPES as readonly string[]).includes(q.get('employment_type')!));
    if (q.has('work_mode'))
      assert.ok((WORK_MODES as readonly string[]).includes(q.get('work_mode')!));
  }
  // The same seed gives the same workload.
  assert.deepEqual(jobSearchPaths(skills, 600), paths);
});

test("a recruiter's edit is a whole job body with skills, a salary range and the closing date", () => {
  const body = jobBody(createRandom(1), '2030-01-31');
  assert.equal(body.closing_date, '2030-01-31');
  assert.ok(body.required_skills.length >= 1);
  assert.ok(body.salary_max >= body.salary_min);
  assert.ok((WORK_MODES as readonly string[]).includes(body.work_mode));
});
