// A talent's best match first (terms matched, then skills matched, newest, id) with thousands of
// open jobs: the rare levels (all terms, or a filter that drops most jobs) sit far past the
// newest jobs. Each page must be exactly the one a plain sort of every match gives, computed here
// from the rows themselves; a job edited to new words is found by them at once.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp } from '../../helper.js';
import { createJobsData, type JobSearch } from '../../../src/domains/jobs/jobs-data.js';

/** Enough that a probe of the newest jobs (2,000 rows at most was tried) ends before the rare ones. */
const JOBS = 2_600;
const TALENT_KEYS = ['react', 'go', 'rust'];

interface Listed {
  id_job: number;
  posted_at: Date;
  search_keys: string[];
  skill_keys: string[];
  work_mode: string;
}

describe("a talent's best match first, levels past the probe", () => {
  const ctx = sharedApp();
  let listed: Listed[] = [];

  async function readListed(): Promise<Listed[]> {
    const { rows } = await ctx.api.db.query<Listed>(
      `SELECT id_job::int AS id_job, posted_at, search_keys, skill_keys, work_mode FROM jobs
        WHERE status = 'open' AND closing_date >= current_date`,
    );
    return rows;
  }

  /** The page a plain sort of every match gives (terms matched, skills matched, newest, id). */
  function expected(search: JobSearch): number[] {
    const matches = listed
      .filter((job) => !search.workMode || job.work_mode === search.workMode)
      .map((job) => ({
        job,
        t: search.termKeys.filter((keys) => keys.some((k) => job.search_keys.includes(k))).length,
        m: search.talentKeys.filter((key) => job.skill_keys.includes(key)).length,
      }))
      .filter((row) => row.t > 0);
    matches.sort(
      (a, b) =>
        b.t - a.t ||
        b.m - a.m ||
        b.job.posted_at.getTime() - a.job.posted_at.getTime() ||
        b.job.id_job - a.job.id_job,
    );
    return matches.slice(search.offset, search.offset + search.limit).map((row) => row.job.id_job);
  }

  before(async () => {
    const company = await ctx.api.registerRecruiter({ company: 'Probe Levels' });
    // Oldest first: Rust (and its title) only in the oldest jobs, so the levels holding it are
    // past any probe of the newest; React on every other job, Go on every third, remote every 7th.
    await ctx.api.db.query(
      `INSERT INTO jobs (id_company, title, employment_type, work_mode, city, required_skills,
         description, closing_date, posted_at)
       SELECT $1, CASE WHEN i % 50 = 0 THEN 'Rust Developer' WHEN i % 4 = 0 THEN 'Go Developer'
                       ELSE 'Software Engineer' END,
              'full_time', CASE WHEN i % 7 = 0 THEN 'remote' ELSE 'onsite' END, 'Bandung',
              ARRAY_REMOVE(ARRAY[
                CASE WHEN i % 2 = 0 THEN 'React' END, CASE WHEN i % 3 = 0 THEN 'Go' END,
                CASE WHEN i % 40 = 0 AND i < 400 THEN 'Rust' END, 'Figma'], NULL),
              'Levels.', current_date + 30, now() - make_interval(mins => $2 - i)
         FROM generate_series(1, $2::int) i`,
      [Number(company.user.id_company), JOBS],
    );
    listed = await readListed();
    assert.equal(listed.length, JOBS);
  });

  const searches: Array<[string, Omit<JobSearch, 'talentKeys' | 'sort' | 'offset'>]> = [
    ['two terms, the rare one first', { termKeys: [['s:rust', 't:rust'], ['s:react']], limit: 25 }],
    [
      'three terms',
      { termKeys: [['t:developer'], ['s:rust', 't:rust'], ['s:go', 't:go']], limit: 25 },
    ],
    [
      'one term and a filter dropping most jobs',
      { termKeys: [['s:go']], workMode: 'remote', limit: 25 },
    ],
    ['a rare term alone', { termKeys: [['s:rust', 't:rust']], limit: 10 }],
  ];

  for (const [name, base] of searches)
    it(`${name}: pages 1-3 are those of a plain sort`, async () => {
      const data = createJobsData(ctx.api.db);
      for (const page of [0, 1, 2]) {
        const search: JobSearch = {
          ...base,
          talentKeys: TALENT_KEYS,
          sort: 'match',
          offset: page * base.limit,
        };
        const { rows } = await data.search(search);
        assert.deepEqual(
          rows.map((row) => Number(row.id_job)),
          expected(search),
          `${name}, page ${page + 1}`,
        );
      }
    });

  it('a job edited to new title words and skills is found by them, in its new level, at once', async () => {
    const data = createJobsData(ctx.api.db);
    const newest = listed.reduce((a, b) => (a.posted_at > b.posted_at ? a : b));
    const zig: JobSearch = {
      termKeys: [['t:zig']],
      talentKeys: [],
      sort: 'newest',
      limit: 5,
      offset: 0,
    };
    // The instance holds the jobs as they were before the edit.
    assert.deepEqual((await data.search(zig)).rows, []);
    await ctx.api.db.query(
      `UPDATE jobs SET title = 'Zig Rust Engineer', required_skills = ARRAY['Rust', 'Go', 'React']
        WHERE id_job = $1`,
      [newest.id_job],
    );
    listed = await readListed();
    const search: JobSearch = {
      termKeys: [['t:zig'], ['s:rust', 't:rust']],
      talentKeys: TALENT_KEYS,
      sort: 'match',
      limit: 25,
      offset: 0,
    };
    const ids = (await data.search(search)).rows.map((row) => Number(row.id_job));
    assert.equal(ids[0], newest.id_job);
    assert.deepEqual(ids, expected(search));
  });
});
