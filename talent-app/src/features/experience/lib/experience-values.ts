import type { Experience } from '@peworld/shared-ui';
import type { Resolver } from 'react-hook-form';
import type { ExperiencePayload } from '../api/add-experience';

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

/** A month value's parts ('2023-05' is year 2023, month 05); either may be empty. */
export function splitMonth(value: string): { year: string; month: string } {
  const [year = '', month = ''] = value.split('-');
  return { year, month };
}

export function joinMonth(year: string, month: string): string {
  return year === '' && month === '' ? '' : `${year}-${month}`;
}

const WHOLE_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The API names the months day_in and day_out; the form calls them start and end. */
export const SERVER_FIELD_ALIASES = { day_in: 'start', day_out: 'end' } as const;

type ExperienceErrors = Partial<Record<keyof ExperienceValues, string>>;

/** This month as a month value ('2026-11'), in the visitor's own calendar. */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * Problems the browser can tell before asking the server, by form field: catalog ids, so the
 * section words them in the page's language. `now` decides which months are in the future.
 */
export function localErrors(values: ExperienceValues, now: Date = new Date()): ExperienceErrors {
  const errors: ExperienceErrors = {};
  if (values.company_name.trim() === '') errors.company_name = 'talent.experience.error.company';
  if (values.job_position.trim() === '') errors.job_position = 'talent.experience.error.position';
  if (!WHOLE_MONTH.test(values.start)) errors.start = 'talent.experience.error.start';
  if (!values.current && !WHOLE_MONTH.test(values.end)) {
    errors.end = 'talent.experience.error.end';
  }
  const bothWhole = WHOLE_MONTH.test(values.start) && WHOLE_MONTH.test(values.end);
  if (!values.current && bothWhole && values.end < values.start) {
    errors.end = 'talent.experience.error.endBeforeStart';
  }
  // A job that ends in a month still to come is a current job: the API refuses it too.
  if (!values.current && WHOLE_MONTH.test(values.end) && values.end > currentMonth(now)) {
    errors.end = 'talent.experience.error.endInFuture';
  }
  return errors;
}

/** localErrors as react-hook-form's resolver, each message in the page's language. */
export function experienceResolver(t: (id: string) => string): Resolver<ExperienceValues> {
  return (values) => {
    const found = Object.entries(localErrors(values));
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([field, id]) => [field, { type: 'validate', message: t(id) }]),
    );
    return { values: {}, errors };
  };
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
