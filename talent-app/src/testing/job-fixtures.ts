// Jobs in the API's shapes (issue 32), for the job pages' tests.
import type { JobCard, JobDetail, TalentApplication } from '../features/jobs/api/job-types';

export function makeJob(id: number, overrides: Partial<JobCard> = {}): JobCard {
  return {
    id_job: id,
    id_company: 7,
    title: `Job ${id}`,
    employment_type: 'full_time',
    work_mode: 'remote',
    city: 'Bandung',
    salary_min: 8_000_000,
    salary_max: 12_000_000,
    status: 'open',
    required_skills: ['React', 'GraphQL'],
    nice_skills: ['Figma'],
    closing_date: '2027-01-31',
    posted_at: '2026-11-20T08:00:00.000Z',
    company: {
      id_company: 7,
      company_name: 'PT Awan Biru',
      photo: null,
      city: 'Bandung',
      field: 'Financial Technology',
    },
    match: { matched: ['React'], count: 1, total: 3 },
    ...overrides,
  };
}

export function makeJobDetail(id: number, overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...makeJob(id),
    description: 'Build the checkout with React.',
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    application: null,
    missing_skills: ['GraphQL'],
    similar: [],
    ...overrides,
  };
}

export function makeApplication(
  id: number,
  overrides: Partial<TalentApplication> = {},
): TalentApplication {
  return {
    id_application: id,
    stage: 'applied',
    note: '',
    id_conversation: 90 + id,
    created_at: '2026-11-25T08:00:00.000Z',
    updated_at: '2026-11-25T08:00:00.000Z',
    job: makeJob(id),
    ...overrides,
  };
}

/** A GET /api/jobs answer: one page of `jobs`. */
export function jobsAnswer(
  jobs: JobCard[],
  page = 1,
  limit = 10,
  total = jobs.length,
  totalCapped = false,
) {
  return {
    body: {
      status: 200,
      message: 'Jobs',
      data: jobs,
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit), totalCapped },
    },
  };
}

/** An answer with `data` (GET /api/jobs/:id, /api/applications, /api/company/:id/jobs). */
export function dataAnswer(data: unknown) {
  return { body: { status: 200, message: 'OK', data } };
}
