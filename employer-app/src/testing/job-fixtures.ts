import type { CompanyJob } from '../features/jobs/api/get-company-jobs';
import type { JobDetail } from '../features/jobs/api/get-job';
import type { JobApplication } from '../features/jobs/api/get-job-applications';

// Jobs answers shaped like the API's (api/src/schemas/job.ts), for page tests with mockApi.

const company = {
  id_company: 21,
  company_name: 'PT Martabat Jaya Abadi',
  photo: null,
  city: 'Bandung',
  field: 'Financial',
};

export function companyJob(overrides: Partial<CompanyJob> = {}): CompanyJob {
  return {
    id_job: 5,
    id_company: 21,
    title: 'Frontend Developer (React)',
    employment_type: 'full_time',
    work_mode: 'remote',
    city: 'Bandung',
    salary_min: 8_000_000,
    salary_max: 12_000_000,
    status: 'open',
    required_skills: ['React'],
    nice_skills: ['TypeScript', 'Figma'],
    closing_date: '2026-12-31',
    posted_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    company,
    match: null,
    applicants: { applied: 2, interviewing: 1, offered: 0, hired: 0, not_a_fit: 0 },
    ...overrides,
  };
}

export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  const { applicants: _applicants, ...card } = companyJob();
  return {
    ...card,
    description: 'Build the web app of our payments team with React.',
    created_at: '2026-11-20T08:00:00.000Z',
    application: null,
    missing_skills: [],
    similar: [],
    ...overrides,
  };
}

export function jobApplication(overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    id_application: 31,
    id_job: 5,
    stage: 'applied',
    note: 'I built two React dashboards for banks.',
    id_conversation: 12,
    created_at: '2026-11-22T08:00:00.000Z',
    updated_at: '2026-11-22T08:00:00.000Z',
    talent: {
      id_user: 7,
      full_name: 'Louis Tomlinson',
      job_desk: 'Web developer',
      domicile: 'Bandung',
      employment_type: 'full time',
      img_profile: null,
      skills: ['React', 'TypeScript', 'Go'],
      matched_skills: ['React', 'TypeScript'],
      match_count: 2,
      availability: 'open_to_work',
      available_from: null,
    },
    contact: null,
    ...overrides,
  };
}

export const dataAnswer = (data: unknown, status = 200) => ({
  status,
  body: { status, message: 'ok', data },
});

export const fieldsRefusal = (
  fields: Record<string, string>,
  message = 'Please check the fields',
) => ({
  status: 400,
  body: { status: 400, message, errors: Object.values(fields), fields },
});
