// Bulk job openings for benchmarks (issue 32: 10,000 companies × 10 jobs): `perCompany` open
// jobs for every bulk company that has none yet, so a re-run tops up. Titles and skills come
// from the talent roles (real co-occurrence: React with TypeScript), cities and salaries vary.
// The jobs' search keys are written by their trigger (migration 100), as for any writer.
import type { Db } from '../db.js';
import type { JobEmploymentType, WorkMode } from '../../schemas/job.js';
import { BULK_DOMAIN } from './bulk-seed.js';
import { CITIES } from './indonesian-names.js';
import { createRandom, type Random } from './prng.js';
import { TALENT_ROLES } from './talent-roles.js';

const BATCH = 2_000;
const DAY_MS = 86_400_000;
const EMPLOYMENT: readonly JobEmploymentType[] = [
  'full_time',
  'full_time',
  'freelance',
  'internship',
];
const MODES: readonly WorkMode[] = ['onsite', 'hybrid', 'remote'];

export interface BulkJobsResult {
  jobsAdded: number;
  jobsTotal: number;
}

interface JobColumns {
  companies: number[];
  titles: string[];
  employment: string[];
  modes: string[];
  cities: string[];
  salaryMin: (number | null)[];
  salaryMax: (number | null)[];
  required: string[];
  nice: string[];
  descriptions: string[];
  closing: string[];
  posted: string[];
}

function emptyColumns(): JobColumns {
  return {
    companies: [],
    titles: [],
    employment: [],
    modes: [],
    cities: [],
    salaryMin: [],
    salaryMax: [],
    required: [],
    nice: [],
    descriptions: [],
    closing: [],
    posted: [],
  };
}

/** One job's columns; skill lists travel as '|'-joined text (unnest cannot take text[][]). */
function addJob(out: JobColumns, random: Random, idCompany: number, now: number): void {
  const role = random.weightedSample(TALENT_ROLES, (r) => r.weight, 1)[0]!;
  const title = random.pick(role.titles);
  const skills = random
    .weightedSample(Object.entries(role.skills), ([, w]) => w, 5)
    .map(([s]) => s);
  const required = skills.slice(0, random.int(2, 3));
  const low = random.int(4, 20) * 1_000_000;
  const city = random.pick(CITIES)[0];
  out.companies.push(idCompany);
  out.titles.push(title);
  out.employment.push(random.pick(EMPLOYMENT));
  out.modes.push(random.pick(MODES));
  out.cities.push(city);
  const paid = random.chance(0.8);
  out.salaryMin.push(paid ? low : null);
  out.salaryMax.push(paid ? low + random.int(1, 8) * 1_000_000 : null);
  out.required.push(required.join('|'));
  out.nice.push(skills.slice(required.length).join('|'));
  out.descriptions.push(
    `${title} di ${city}. Kami mencari rekan yang menguasai ${required.join(', ')}.`,
  );
  out.closing.push(new Date(now + random.int(7, 60) * DAY_MS).toISOString().slice(0, 10));
  out.posted.push(new Date(now - random.int(0, 45) * DAY_MS).toISOString());
}

/** Adds `perCompany` jobs to each bulk company without jobs; answers what it added. */
export async function bulkSeedJobs(
  db: Db,
  options: { perCompany: number; onProgress?: (done: number, total: number) => void },
): Promise<BulkJobsResult> {
  const { rows: companies } = await db.query<{ id_company: number }>(
    `SELECT c.id_company FROM companies c JOIN accounts a ON a.id = c.id_company
      WHERE a.email LIKE $1 AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id_company = c.id_company)
      ORDER BY c.id_company`,
    [`%@${BULK_DOMAIN}`],
  );
  const now = Date.now();
  const total = companies.length * options.perCompany;
  let added = 0;
  let batch = emptyColumns();
  const flush = async () => {
    if (batch.companies.length === 0) return;
    await db.query(
      `INSERT INTO jobs (id_company, title, employment_type, work_mode, city, salary_min, salary_max,
                         required_skills, nice_skills, description, closing_date, posted_at,
                         created_at, updated_at)
       SELECT x.c, x.t, x.e, x.m, x.city, x.smin, x.smax, string_to_array(x.req, '|'),
              coalesce(string_to_array(nullif(x.nice, ''), '|'), '{}'), x.d, x.closing, x.posted,
              x.posted, x.posted
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
                     $7::int[], $8::text[], $9::text[], $10::text[], $11::date[], $12::timestamptz[])
           AS x(c, t, e, m, city, smin, smax, req, nice, d, closing, posted)`,
      [
        batch.companies,
        batch.titles,
        batch.employment,
        batch.modes,
        batch.cities,
        batch.salaryMin as number[],
        batch.salaryMax as number[],
        batch.required,
        batch.nice,
        batch.descriptions,
        batch.closing,
        batch.posted,
      ],
    );
    added += batch.companies.length;
    options.onProgress?.(added, total);
    batch = emptyColumns();
  };
  for (const { id_company: idCompany } of companies) {
    // Seeded per company: the same company gets the same jobs on every run.
    const random = createRandom(Number(idCompany) * 7919 + 32);
    for (let i = 0; i < options.perCompany; i += 1) addJob(batch, random, Number(idCompany), now);
    if (batch.companies.length >= BATCH) await flush();
  }
  await flush();
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
  return { jobsAdded: added, jobsTotal: rows[0]?.n ?? 0 };
}
