import type { Experience, ExperiencePayload } from '@peworld/shared-ui';

export interface ExperienceValues {
  company_name: string;
  job_position: string;
  /** YYYY-MM (a month input's value). */
  start: string;
  end: string;
  current: boolean;
  description: string;
}

export const EMPTY_EXPERIENCE: ExperienceValues = {
  company_name: '',
  job_position: '',
  start: '',
  end: '',
  current: false,
  description: '',
};

export function valuesOf(entry: Experience): ExperienceValues {
  return {
    company_name: entry.company_name,
    job_position: entry.job_position,
    start: entry.day_in.slice(0, 7),
    end: entry.day_out ? entry.day_out.slice(0, 7) : '',
    current: entry.day_out === null,
    description: entry.description ?? '',
  };
}

export function sameValues(a: ExperienceValues, b: ExperienceValues): boolean {
  return (Object.keys(a) as (keyof ExperienceValues)[]).every((key) => a[key] === b[key]);
}

/** Problems the browser can tell before asking the server, by field. */
export function localErrors(values: ExperienceValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.company_name.trim() === '') errors.company_name = 'Enter the company name';
  if (values.job_position.trim() === '') errors.job_position = 'Enter your position';
  if (values.start === '') errors.day_in = 'Choose the month you started';
  if (!values.current && values.end === '') {
    errors.day_out = "Choose the month you left, or tick 'current job'";
  }
  if (!values.current && values.start && values.end && values.end < values.start) {
    errors.day_out = 'The end month cannot be before the start month';
  }
  return errors;
}

/** Months are stored as their first day (YYYY-MM-01); no end date means a current job. */
export function payloadOf(values: ExperienceValues): ExperiencePayload {
  return {
    company_name: values.company_name.trim(),
    job_position: values.job_position.trim(),
    day_in: `${values.start}-01`,
    day_out: values.current ? null : `${values.end}-01`,
    description: values.description.trim() === '' ? null : values.description.trim(),
  };
}

const MONTH = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Jan 2023 – Present". */
export function periodOf(entry: Experience): string {
  const month = (date: string) => MONTH.format(new Date(`${date}T00:00:00Z`));
  return `${month(entry.day_in)} – ${entry.day_out ? month(entry.day_out) : 'Present'}`;
}
