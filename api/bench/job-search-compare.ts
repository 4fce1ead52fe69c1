// COMPARE_DATABASE_URL=postgres://…/bench_jobs [COMPARE_SEARCHES=n] npx tsx bench/job-search-compare.ts <other api/src>
// Proves a change of how the job search reads its page and total changes no answer: every
// distinct search of the job mix (bench/job-search-mix.ts), plus the bare list, in each order,
// as the bench's talent (with its skills: the match order) and as a recruiter (no skills), goes
// through this tree's jobs-data.ts and another tree's (e.g. main's `api/src`, extracted with
// `git archive <commit> api/src | tar -x -C <dir>`), with the same search keys (this tree's).
// Rows (every column this tree's rows carry, in order) must be identical, and the totals equal up to this tree's cap
// (a total past COUNT_CAP reads COUNT_CAP with totalCapped). Exits 1 otherwise; prints both
// trees' time for all searches, taken interleaved in the same run (each search run once before).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openPostgres, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { jobSearchTerms } from '../src/domains/jobs/job-search-terms.js';
import { createJobsData, type JobSearch } from '../src/domains/jobs/jobs-data.js';
import { COUNT_CAP } from '../src/domains/search/tuning.js';
import { createSkillsRepository } from '../src/domains/talents/skills-repository.js';
import type { JobEmploymentType, WorkMode } from '../src/schemas/job.js';
import { popularSkills, profileTarget } from './database.js';
import { jobSearchPaths } from './job-search-mix.js';

type Search = (search: JobSearch) => Promise<{ rows: unknown[]; total: number }>;

const [otherSrc] = process.argv.slice(2);
const url = process.env.COMPARE_DATABASE_URL;
if (!otherSrc || !url) throw new Error('usage: COMPARE_DATABASE_URL=… job-search-compare <src>');

const db: Db = openPostgres(url, 4);
await migrate(db);
const here = createJobsData(db);
const otherModule = (await import(
  pathToFileURL(path.resolve(otherSrc, 'domains/jobs/jobs-data.ts')).href
)) as { createJobsData: (db: Db) => { search: Search } };
const there = otherModule.createJobsData(db);
const skills = createSkillsRepository(db);
const talent = await profileTarget(db);
const talentKeys = (await here.talentSkills(talent.id)).map((skill) => skill.skill_key);

/** The search a path asks for, as the jobs service builds it (jobs-service.ts `search`). */
async function searchOf(query: URLSearchParams, keys: string[]): Promise<JobSearch> {
  const limit = Number(query.get('limit') ?? 20);
  const page = Number(query.get('page') ?? 1);
  const city = query.get('city')?.trim();
  const salary = query.get('salary_min');
  const posted = query.get('posted_within');
  return {
    termKeys: await jobSearchTerms(skills, here.wordKeys, query.get('search') ?? undefined),
    ...(city ? { city } : {}),
    ...(query.get('employment_type')
      ? { employmentType: query.get('employment_type') as JobEmploymentType }
      : {}),
    ...(query.get('work_mode') ? { workMode: query.get('work_mode') as WorkMode } : {}),
    ...(salary ? { salaryMin: Number(salary) } : {}),
    ...(posted ? { postedWithinDays: Number(posted) } : {}),
    talentKeys: keys,
    sort: (query.get('sort') || (keys.length > 0 ? 'match' : 'newest')) as JobSearch['sort'],
    limit,
    offset: (page - 1) * limit,
  };
}

const bare = ['', 'sort=newest', 'sort=salary', 'sort=match'].map((q) => `/api/jobs?${q}`);
// COMPARE_SEARCHES: how many of the mix's searches (default all 2,400; each is run four times).
const mix = jobSearchPaths(await popularSkills(db));
const paths = [...bare, ...mix.slice(0, Number(process.env.COMPARE_SEARCHES ?? mix.length))];
let compared = 0;
let differences = 0;
let timeHere = 0;
let timeThere = 0;
const slowest: Array<[number, string]> = [];
for (const keys of [talentKeys, []]) {
  for (const p of paths) {
    const search = await searchOf(new URL(p, 'http://x').searchParams, keys);
    await Promise.all([here.search(search), there.search(search)]);
    let started = performance.now();
    const a = await here.search(search);
    const took = performance.now() - started;
    timeHere += took;
    slowest.push([took, `${keys.length ? 'talent' : 'recruiter'} ${p}`]);
    started = performance.now();
    const b = await there.search(search);
    timeThere += performance.now() - started;
    compared += 1;
    // The columns this tree's rows carry (a card's), compared in both.
    const columns = Object.keys((a.rows[0] ?? {}) as object);
    const shown = (rows: unknown[]) =>
      JSON.stringify(
        rows.map((row) => columns.map((column) => (row as Record<string, unknown>)[column])),
      );
    const sameRows = a.rows.length === b.rows.length && shown(a.rows) === shown(b.rows);
    const sameTotal = a.total === Math.min(b.total, COUNT_CAP);
    if (!sameRows || !sameTotal) {
      differences += 1;
      if (differences <= 10)
        console.log(
          `DIFFERENT ${keys.length ? 'talent' : 'recruiter'} ${p}: rows ${sameRows ? 'same' : 'differ'}, total ${a.total} vs ${b.total}`,
        );
    }
  }
}
console.log(
  `${compared} answers compared (${paths.length} searches × talent and recruiter), ${differences} differ; ` +
    `time for all: this tree ${Math.round(timeHere)} ms, the other ${Math.round(timeThere)} ms`,
);
console.log('slowest here:');
for (const [ms, what] of slowest.sort((a, b) => b[0] - a[0]).slice(0, 8))
  console.log(`  ${Math.round(ms)} ms ${what}`);
await db.close();
process.exit(differences === 0 ? 0 : 1);
