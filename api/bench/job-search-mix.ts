// The job search workload of issue 32, measured in the same run as the talent search mix
// (bench/search-mix.ts): many distinct job searches (skills with aliases and typos, titles,
// skill + city, cities) with filters (city, employment type, work mode, salary, posted within)
// and orders, Zipf popularity, asked by a logged-in talent (the match order is a talent's
// default), while recruiters edit their jobs through the API at a fixed rate.
import { CITIES } from '../src/db/seed/indonesian-names.js';
import { createRandom, type Random } from '../src/db/seed/prng.js';
import { TALENT_ROLES } from '../src/db/seed/talent-roles.js';
import { JOB_EMPLOYMENT_TYPES, WORK_MODES } from '../src/schemas/job.js';
import { startPacedWrites, type WriterStats } from './paced-writes.js';
import { skillSpelling } from './search-mix.js';

const LOCAL_CITIES = ['jogja', 'yogya', 'solo', 'jakarta', 'jkt', 'bandung', 'surabaya', 'medan'];
const SORTS = ['', '', 'newest', 'salary'];

function jobSearchText(random: Random, skills: string[]): string {
  const kind = random.int(1, 10);
  const skill = () => skillSpelling(random, random.pick(skills.slice(0, 40)));
  if (kind <= 5) {
    const n = random.int(1, 3);
    return [...new Set(Array.from({ length: n }, skill))].join(',');
  }
  if (kind <= 8) return random.pick(random.pick(TALENT_ROLES).titles).toLowerCase();
  if (kind === 9) return `${skill()} ${random.pick(LOCAL_CITIES)}`;
  return random.pick(CITIES)[0].toLowerCase();
}

/** At least `count` distinct job search URLs (terms, filters, order, page 1-3), 25 a page. */
export function jobSearchPaths(skills: string[], count = 2_400): string[] {
  const random = createRandom(32);
  const paths = new Set<string>();
  while (paths.size < count) {
    const params = new URLSearchParams({ search: jobSearchText(random, skills) });
    if (random.chance(0.3)) params.set('city', random.pick(LOCAL_CITIES));
    if (random.chance(0.25)) params.set('employment_type', random.pick(JOB_EMPLOYMENT_TYPES));
    if (random.chance(0.25)) params.set('work_mode', random.pick(WORK_MODES));
    if (random.chance(0.15)) params.set('salary_min', String(random.int(5, 20) * 1_000_000));
    if (random.chance(0.15)) params.set('posted_within', random.pick(['1', '7', '30']));
    const sort = random.pick(SORTS);
    if (sort) params.set('sort', sort);
    const page = random.chance(0.6) ? 1 : random.int(2, 3);
    if (page > 1) params.set('page', String(page));
    params.set('limit', '25');
    paths.add(`/api/jobs?${params.toString()}`);
  }
  return [...paths];
}

/** A job's full body (PUT replaces every field), drawn from a role like the bulk seed's jobs. */
export function jobBody(random: Random, closingDate: string) {
  const role = random.pick(TALENT_ROLES);
  const skills = random
    .weightedSample(Object.entries(role.skills), ([, weight]) => weight, 5)
    .map(([skill]) => skill);
  const low = random.int(4, 20) * 1_000_000;
  const title = random.pick(role.titles);
  const city = random.pick(CITIES)[0];
  return {
    title,
    employment_type: random.pick(JOB_EMPLOYMENT_TYPES),
    work_mode: random.pick(WORK_MODES),
    city,
    salary_min: low,
    salary_max: low + random.int(1, 8) * 1_000_000,
    required_skills: skills.slice(0, 3),
    nice_skills: skills.slice(3),
    description: `${title} di ${city}.`,
    closing_date: closingDate,
  };
}

/**
 * Job edits at `rate` per second through the API (PUT /api/company-jobs/:id) by four logged-in
 * bulk recruiters, each on its own open jobs: title, city and skills move, so the jobs' search
 * keys are rewritten by their trigger while the searches run. Runs until stop().
 */
export async function startJobWriter(
  port: number,
  password: string,
  rate = 20,
): Promise<{ stop(): Promise<WriterStats> }> {
  const base = `http://127.0.0.1:${port}`;
  const random = createRandom(33);
  const closing = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const recruiters: Array<{ cookie: string; jobs: number[] }> = [];
  for (const n of [11, 22, 33, 44]) {
    const response = await fetch(`${base}/api/auth/login-company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `company${n}@bulk.peworld.id`, password }),
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (!response.ok || !cookie) throw new Error(`job writer login ${response.status}`);
    const own = await fetch(`${base}/api/company-jobs`, { headers: { cookie } });
    const body = (await own.json()) as { data?: Array<{ id_job: number; status: string }> };
    const jobs = (body.data ?? []).filter((job) => job.status === 'open').map((job) => job.id_job);
    if (jobs.length === 0) throw new Error(`company${n} has no open job to edit`);
    recruiters.push({ cookie, jobs });
  }
  return startPacedWrites(rate, async () => {
    const who = random.pick(recruiters);
    const id = random.pick(who.jobs);
    const response = await fetch(`${base}/api/company-jobs/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: who.cookie },
      body: JSON.stringify(jobBody(random, closing)),
    });
    return { request: `PUT /api/company-jobs/${id}`, response };
  });
}
