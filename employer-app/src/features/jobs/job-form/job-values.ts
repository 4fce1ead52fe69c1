import type { JobEmploymentType, WorkMode } from '../api/get-company-jobs';
import type { JobDetail } from '../api/get-job';
import type { JobBody } from '../api/save-job';

/** The job form: field names are the API's, so a server error lands on its field by name. */
export interface JobValues {
  title: string;
  employment_type: JobEmploymentType;
  work_mode: WorkMode;
  city: string;
  /** Rupiah per month as typed ('8.000.000' or '8000000'); empty when not given. */
  salary_min: string;
  salary_max: string;
  required_skills: string[];
  nice_skills: string[];
  description: string;
  /** YYYY-MM-DD (the date input's value). */
  closing_date: string;
}

/** Today in the browser's calendar, as a date input writes it. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new job starts open for 30 days. */
export function emptyJobValues(now: Date = new Date()): JobValues {
  const closing = new Date(now);
  closing.setDate(closing.getDate() + 30);
  return {
    title: '',
    employment_type: 'full_time',
    work_mode: 'onsite',
    city: '',
    salary_min: '',
    salary_max: '',
    required_skills: [],
    nice_skills: [],
    description: '',
    closing_date: todayIso(closing),
  };
}

export function jobValuesOf(job: JobDetail): JobValues {
  return {
    title: job.title,
    employment_type: job.employment_type,
    work_mode: job.work_mode,
    city: job.city,
    salary_min: job.salary_min === null ? '' : String(job.salary_min),
    salary_max: job.salary_max === null ? '' : String(job.salary_max),
    required_skills: [...job.required_skills],
    nice_skills: [...job.nice_skills],
    description: job.description,
    closing_date: job.closing_date,
  };
}

/**
 * Rupiah as people type them: digits with dots, commas or spaces between thousands ('8.000.000',
 * '8,000,000', '8 000 000'). Null for empty; NaN for anything else (the rules refuse it).
 */
export function parseRupiah(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const digits = trimmed.replace(/^rp\.?\s*/i, '').replace(/[.,\s]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The body of POST/PUT /api/company-jobs: trimmed, and an empty salary left out. */
export function jobBodyOf(values: JobValues): JobBody {
  const salaryMin = parseRupiah(values.salary_min);
  const salaryMax = parseRupiah(values.salary_max);
  return {
    title: values.title.trim(),
    employment_type: values.employment_type,
    work_mode: values.work_mode,
    city: values.city.trim(),
    ...(salaryMin === null ? {} : { salary_min: salaryMin }),
    ...(salaryMax === null ? {} : { salary_max: salaryMax }),
    required_skills: values.required_skills,
    nice_skills: values.nice_skills,
    description: values.description.trim(),
    closing_date: values.closing_date,
  };
}
