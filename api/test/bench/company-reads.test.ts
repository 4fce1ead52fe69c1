// The company/job read bench's report: which rows a read lists, and its target judged against the
// same-run company-list baseline (issue 32's "2x the old build's company list").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listedIds, readScenarios, readsTable, type ReadRow } from '../../bench/company-reads.js';

test('the ids a read lists: companies of a list, jobs of a list, the one company of a profile', () => {
  assert.deepEqual(listedIds({ result: [{ id_company: 3 }, { id_company: 1 }] }), [3, 1]);
  assert.deepEqual(listedIds({ data: [{ id_job: 9, id_company: 3 }] }), [9]);
  assert.deepEqual(listedIds({ result: { id_company: 7 } }), [7]);
});

test('the reads: company list, profile, job list as a talent and plain, 25 a page', () => {
  const reads = readScenarios(42);
  assert.deepEqual(
    reads.map((r) => [r.apiPath, r.baselinePath, r.as]),
    [
      ['/api/company?limit=25', '/company-list?limit=25', 'guest'],
      ['/api/company/42', '/company/42', 'guest'],
      ['/api/jobs?limit=25', '/jobs-match?limit=25', 'talent'],
      ['/api/jobs?limit=25', '/jobs-newest?limit=25', 'recruiter'],
    ],
  );
});

test('each read is judged against the company-list baseline, ratios to its own baseline shown', () => {
  const measure = (rps: number, p99: number) => ({ rps, p50: 1, p99, non2xx: 0, errors: 0 });
  const [list, profile] = readScenarios(1);
  const rows: ReadRow[] = [
    {
      scenario: list!,
      api: measure(3000, 12),
      baseline: measure(4000, 6),
      apiBytes: 10,
      baselineBytes: 10,
    },
    {
      scenario: profile!,
      api: measure(9000, 4),
      baseline: measure(12000, 2),
      apiBytes: 5,
      baselineBytes: 5,
    },
  ];
  const lines = readsTable(rows, 1.69).split('\n');
  assert.match(lines[0]!, /target ≥ 1\.69/);
  assert.match(lines[2]!, /\| 0\.75 \| 2\.00 \| 10 \/ 10 \| 0\.75: MISSED \|/);
  assert.match(lines[3]!, /\| 0\.75 \| 2\.00 \| 5 \/ 5 \| 2\.25: met \|/);
});
