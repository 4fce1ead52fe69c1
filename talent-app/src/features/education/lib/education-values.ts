import type { Education } from '@peworld/shared-ui';
import type { Resolver } from 'react-hook-form';
import type { EducationPayload } from '../api/education-calls';

/** The form's fields as typed; an empty end year means still studying. */
export interface EducationValues {
  school: string;
  degree: string;
  field_of_study: string;
  start_year: string;
  end_year: string;
}

export const EMPTY_EDUCATION: EducationValues = {
  school: '',
  degree: '',
  field_of_study: '',
  start_year: '',
  end_year: '',
};

export function valuesOf(entry: Education): EducationValues {
  return {
    school: entry.school,
    degree: entry.degree,
    field_of_study: entry.field_of_study ?? '',
    start_year: String(entry.start_year),
    end_year: entry.end_year === null ? '' : String(entry.end_year),
  };
}

export function sameValues(a: EducationValues, b: EducationValues): boolean {
  return (Object.keys(a) as (keyof EducationValues)[]).every((key) => a[key] === b[key]);
}

const YEAR = /^(19[5-9]\d|20\d\d|2100)$/;

type EducationErrors = Partial<Record<keyof EducationValues, string>>;

/** What the browser can tell before asking the server: catalog ids by field. */
export function localErrors(values: EducationValues, thisYear: number): EducationErrors {
  const errors: EducationErrors = {};
  if (values.school.trim() === '') errors.school = 'talent.education.error.school';
  if (values.degree.trim() === '') errors.degree = 'talent.education.error.degree';
  const start = values.start_year.trim();
  const end = values.end_year.trim();
  if (!YEAR.test(start)) errors.start_year = 'talent.education.error.year';
  else if (Number(start) > thisYear) errors.start_year = 'talent.education.error.startFuture';
  if (end !== '' && !YEAR.test(end)) errors.end_year = 'talent.education.error.year';
  else if (end !== '' && YEAR.test(start) && Number(end) < Number(start))
    errors.end_year = 'talent.education.error.endBeforeStart';
  return errors;
}

export function educationResolver(
  t: (id: string) => string,
  thisYear = new Date().getFullYear(),
): Resolver<EducationValues> {
  return (values) => {
    const found = Object.entries(localErrors(values, thisYear));
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([field, id]) => [field, { type: 'validate', message: t(id) }]),
    );
    return { values: {}, errors };
  };
}

export function payloadOf(values: EducationValues): EducationPayload {
  return {
    school: values.school.trim(),
    degree: values.degree.trim(),
    field_of_study: values.field_of_study.trim() === '' ? null : values.field_of_study.trim(),
    start_year: Number(values.start_year.trim()),
    end_year: values.end_year.trim() === '' ? null : Number(values.end_year.trim()),
  };
}
