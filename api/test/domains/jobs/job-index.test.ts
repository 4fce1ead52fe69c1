// The in-memory job index (decision 077) against the database itself. Every page it picks must
// be the one PostgreSQL's (or PGlite's) own ORDER BY gives over the same rows — salary NULLS
// LAST, posted times equal to the microsecond, closing dates, every filter — and a write made
// anywhere (another instance, a hand-written statement, a bulk insert, changes pruned away) must
// show in the next search of an instance that already holds the jobs.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp } from '../../helper.js';
import type { SqlParam } from '../../../src/db/db.js';
import { createJobsData, type JobSearch } from '../../../src/domains/jobs/jobs-data.js';

/** More jobs than the index offers whole (2,048), so the pages come from its ordered walks. */
const JOBS = 5_000;
const COUNT_CAP = 1_000;

/** The page by a plain statement: the order the index must reproduce, written out in SQL. */
async function pageBySql(
  query: (sql: string, params: SqlParam[]) => Promise<{ rows: Array<{ id_job: string }> }>,
  search: JobSearch,
): Promise<number[]> {
  const params: SqlParam[] = [];
  const param = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`j.status = 'open'`, 'j.closing_date >= current_date'];
  const terms = search.termKeys.map((keys) => `(j.search_keys && ${param(keys)}::text[])::int`);
  if (terms.length > 0) where.push(`(${terms.join(' + ')}) > 0`);
  if (search.city !== undefined)
    where.push(
      `j.search_keys @> ARRAY(SELECT 'c:' || w FROM search_words('c', ${param(search.city)}::text) w)`,
    );
  if (search.employmentType) where.push(`j.employment_type = ${param(search.employmentType)}`);
  if (search.workMode) where.push(`j.work_mode = ${param(search.workMode)}`);
  if (search.salaryMin !== undefined) where.push(`j.salary_max >= ${param(search.salaryMin)}::int`);
  if (search.postedWithinDays !== undefined)
    where.push(`j.posted_at >= now() - make_interval(days => ${param(search.postedWithinDays)})`);
  // A bare number in ORDER BY names a column: no terms, no term key.
  const byTerms = terms.length > 0 ? `(${terms.join(' + ')}) DESC,` : '';
  const matches =
    search.sort === 'match' && search.talentKeys.length > 0
      ? `cardinality(ARRAY(SELECT unnest(j.skill_keys) INTERSECT
           SELECT unnest(${param(search.talentKeys)}::text[]))) DESC,`
      : '';
  const order = {
    match: `${byTerms} ${matches} j.posted_at DESC, j.id_job DESC`,
    newest: `j.posted_at DESC, ${byTerms} j.id_job DESC`,
    salary: `j.salary_max DESC NULLS LAST, ${byTerms} j.posted_at DESC, j.id_job DESC`,
  }[search.sort];
  const { rows } = await query(
    `SELECT j.id_job::text AS id_job FROM jobs j WHERE ${where.join(' AND ')}
      ORDER BY ${order} LIMIT ${param(search.limit)} OFFSET ${param(search.offset)}`,
    params,
  );
  return rows.map((row) => Number(row.id_job));
}

describe('the in-memory job index', () => {
  const ctx = sharedApp();
  let idCompany = 0;
  const query = (sql: string, params: SqlParam[] = []) =>
    ctx.api.db.query<{ id_job: string }>(sql, params);

  let data: ReturnType<typeof createJobsData>;

  before(async () => {
    const company = await ctx.api.registerRecruiter({ company: 'Index Oracle' });
    idCompany = Number(company.user.id_company);
    // Posted in groups of three at the same instant (ties broken by id), a few a microsecond
    // later than the rest of their group; every 5th without a
    // salary; some closed, paused or past their closing date; cities spelled as people do.
    await query(
      `INSERT INTO jobs (id_company, title, employment_type, work_mode, city, salary_min,
         salary_max, required_skills, nice_skills, description, closing_date, status, posted_at)
       SELECT $1,
              (ARRAY['Frontend Developer', 'Backend Engineer', 'Go Developer', 'Data Analyst'])[i % 4 + 1],
              (ARRAY['full_time', 'freelance', 'internship'])[i % 3 + 1],
              (ARRAY['onsite', 'hybrid', 'remote'])[i % 5 % 3 + 1],
              (ARRAY['Bandung', 'Yogyakarta', 'Jakarta Selatan', 'Surabaya'])[i % 7 % 4 + 1],
              CASE WHEN i % 5 = 0 THEN NULL ELSE 4000000 + (i % 11) * 1000000 END,
              CASE WHEN i % 5 = 0 THEN NULL ELSE 6000000 + (i % 11) * 1000000 END,
              ARRAY_REMOVE(ARRAY[CASE WHEN i % 2 = 0 THEN 'React' END,
                                 CASE WHEN i % 3 = 0 THEN 'Go' END, 'Git'], NULL),
              ARRAY_REMOVE(ARRAY[CASE WHEN i % 4 = 0 THEN 'Docker' END], NULL),
              'Oracle.',
              CASE WHEN i % 13 = 0 THEN current_date - 1 ELSE current_date + 30 END,
              CASE WHEN i % 17 = 0 THEN 'closed' WHEN i % 19 = 0 THEN 'paused' ELSE 'open' END,
              date_trunc('second', now()) - make_interval(hours => i / 3)
                + CASE WHEN i % 10 = 1 THEN interval '1 microsecond' ELSE interval '0' END
         FROM generate_series(1, $2::int) i`,
      [idCompany, JOBS],
    );
    // Loaded, then written: the changed and new jobs sit at the index's end, in write order,
    // and must still come in their places.
    data = createJobsData(ctx.api.db);
    await data.search({ termKeys: [], talentKeys: [], sort: 'newest', limit: 1, offset: 0 });
    await query(
      `UPDATE jobs SET posted_at = posted_at - interval '3 hours 30 minutes',
                       salary_max = CASE WHEN id_job % 2 = 0 THEN NULL ELSE 30000000 END
        WHERE id_company = $1 AND id_job % 37 = 0`,
      [idCompany],
    );
    await query(`UPDATE jobs SET status = 'closed' WHERE id_company = $1 AND id_job % 43 = 0`, [
      idCompany,
    ]);
    await query(
      `INSERT INTO jobs (id_company, title, employment_type, work_mode, city, salary_min,
         salary_max, required_skills, description, closing_date, posted_at)
       SELECT $1, 'Go Developer', 'freelance', 'remote', 'Jogja', 1000000, 9000000 + i % 3,
              ARRAY['Go', 'React', 'Docker'], 'Late.', current_date + 5,
              date_trunc('second', now()) - make_interval(hours => i * 7)
         FROM generate_series(1, 40) i`,
      [idCompany],
    );
  });

  const searches: Array<[string, Partial<JobSearch>]> = [
    ['no search', {}],
    ['one term', { termKeys: [['s:react']] }],
    ['two terms', { termKeys: [['s:go', 't:go'], ['s:docker']] }],
    ['a title word and a folded city', { termKeys: [['t:developer']], city: 'jogja' }],
    ['type and mode', { employmentType: 'freelance', workMode: 'remote' }],
    ['salary from 10 million', { termKeys: [['s:git']], salaryMin: 10_000_000 }],
    ['posted within a day', { postedWithinDays: 1 }],
  ];
  const talentKeysOf = [[], ['react', 'docker'], ['go', 'git', 'react']];

  for (const sort of ['match', 'newest', 'salary'] as const)
    it(`${sort}: every page is the database's own order`, async () => {
      for (const [name, partial] of searches)
        for (const talentKeys of talentKeysOf)
          for (const offset of [0, 10, 40]) {
            const search: JobSearch = {
              termKeys: [],
              ...partial,
              talentKeys,
              sort,
              limit: 10,
              offset,
            };
            const { rows, total } = await data.search(search);
            const label = `${name}, skills ${talentKeys.join('+') || 'none'}, offset ${offset}`;
            assert.deepEqual(
              rows.map((row) => Number(row.id_job)),
              await pageBySql(query, search),
              label,
            );
            const all = await pageBySql(query, { ...search, limit: JOBS + 100, offset: 0 });
            assert.equal(total, Math.min(all.length, COUNT_CAP), label);
          }
    });

  it('more writes than the tail holds (4,096) renumber the index; the pages stay the same', async () => {
    // Five statements of 900 jobs each (a statement of more than 1,000 loads everything).
    for (let part = 0; part < 5; part += 1)
      await query(
        `UPDATE jobs SET posted_at = posted_at + make_interval(secs => (id_job % 7) * 0.000013),
                         salary_max = CASE WHEN id_job % 9 = 0 THEN NULL ELSE salary_max END
          WHERE id_job IN (SELECT id_job FROM jobs WHERE id_company = $1 AND status = 'open'
                            ORDER BY id_job OFFSET $2 LIMIT 900)`,
        [idCompany, part * 900],
      );
    await query(`UPDATE jobs SET status = 'paused' WHERE id_company = $1 AND id_job % 11 = 0`, [
      idCompany,
    ]);
    for (const sort of ['match', 'newest', 'salary'] as const)
      for (const [name, partial] of searches.slice(0, 4))
        for (const offset of [0, 40]) {
          const search: JobSearch = {
            termKeys: [],
            ...partial,
            talentKeys: ['go', 'react'],
            sort,
            limit: 10,
            offset,
          };
          const { rows } = await data.search(search);
          assert.deepEqual(
            rows.map((row) => Number(row.id_job)),
            await pageBySql(query, search),
            `${sort}, ${name}, offset ${offset}`,
          );
        }
  });

  it('a write made through another instance or by hand shows in the next search', async () => {
    const first = createJobsData(ctx.api.db);
    const second = createJobsData(ctx.api.db);
    const search = (termKeys: string[][]): JobSearch => ({
      termKeys,
      talentKeys: [],
      sort: 'newest',
      limit: 5,
      offset: 0,
    });
    const ids = async (termKeys: string[][]) =>
      (await first.search(search(termKeys))).rows.map((row) => Number(row.id_job));
    // Both instances hold the jobs before the writes.
    assert.deepEqual(await ids([['t:zig']]), []);
    assert.deepEqual((await second.search(search([['t:zig']]))).rows, []);

    const { rows } = await query(
      `INSERT INTO jobs (id_company, title, employment_type, work_mode, city, required_skills,
         description, closing_date)
       VALUES ($1, 'Zig Engineer', 'full_time', 'remote', 'Medan', ARRAY['Zig'], 'New.',
               current_date + 10) RETURNING id_job::text AS id_job`,
      [idCompany],
    );
    const added = Number(rows[0]!.id_job);
    assert.deepEqual(await ids([['t:zig']]), [added], 'an insert');
    assert.deepEqual(
      (await second.search(search([['s:zig']]))).rows.map((row) => Number(row.id_job)),
      [added],
      'the other instance',
    );

    await query(`UPDATE jobs SET title = 'Odin Engineer' WHERE id_job = $1`, [added]);
    assert.deepEqual(await ids([['t:zig']]), [], 'the old title word');
    assert.deepEqual(await ids([['t:odin']]), [added], 'the new title word');

    await query(`UPDATE jobs SET status = 'paused' WHERE id_job = $1`, [added]);
    assert.deepEqual(await ids([['t:odin']]), [], 'paused');
    await query(`UPDATE jobs SET status = 'open' WHERE id_job = $1`, [added]);
    assert.deepEqual(await ids([['t:odin']]), [added], 'open again');

    await query('DELETE FROM jobs WHERE id_job = $1', [added]);
    assert.deepEqual(await ids([['t:odin']]), [], 'deleted');
    assert.deepEqual((await second.search(search([['t:odin']]))).rows, [], 'deleted, other');
  });

  it('a bulk insert of more than 1,000 jobs is loaded whole', async () => {
    const data = createJobsData(ctx.api.db);
    assert.equal((await data.search(bulkSearch())).total, 0);
    await query(
      `INSERT INTO jobs (id_company, title, employment_type, work_mode, city, required_skills,
         description, closing_date)
       SELECT $1, 'Kotlin Developer', 'full_time', 'onsite', 'Medan', ARRAY['Kotlin'], 'Bulk.',
              current_date + 10 FROM generate_series(1, 1200)`,
      [idCompany],
    );
    const { rows } = await query(`SELECT count(*)::text AS id_job FROM job_changes
                                   WHERE id_job IS NULL`);
    assert.ok(Number(rows[0]!.id_job) >= 1, 'the bulk write is recorded as "load everything"');
    const found = await data.search(bulkSearch());
    assert.equal(found.total, 1000);
    assert.equal(found.totalCapped, true);
  });

  it('an instance further behind than the kept changes loads every job again', async () => {
    const data = createJobsData(ctx.api.db);
    const scala: JobSearch = { ...bulkSearch(), termKeys: [['t:scala']] };
    assert.equal((await data.search(scala)).total, 0);
    // A change whose record was pruned: only the generation's distance tells the instance.
    await query(
      `UPDATE jobs SET title = 'Scala Developer'
        WHERE id_job = (SELECT min(id_job) FROM jobs WHERE title = 'Kotlin Developer')`,
    );
    await query('DELETE FROM job_changes');
    await query('UPDATE read_state SET job_generation = job_generation + 20000 WHERE id = 1');
    assert.equal((await data.search(scala)).total, 1);
  });
});

function bulkSearch(): JobSearch {
  return { termKeys: [['s:kotlin']], talentKeys: [], sort: 'newest', limit: 5, offset: 0 };
}
