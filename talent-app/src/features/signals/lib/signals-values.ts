import type { TalentProfile } from '@peworld/shared-ui';
import type { Resolver } from 'react-hook-form';
import type { SignalsPayload } from '../api/update-signals';

export type AvailabilityValue = 'open_to_work' | 'open_to_offers' | 'not_looking';
export const AVAILABILITIES: readonly AvailabilityValue[] = [
  'open_to_work',
  'open_to_offers',
  'not_looking',
];

/** The form's fields: amounts as typed (digits), an empty period means "not shared". */
export interface SignalsValues {
  availability: AvailabilityValue;
  /** YYYY-MM-DD (a date input's value) or ''. */
  available_from: string;
  salary_period: '' | 'month' | 'day';
  salary_min: string;
  salary_max: string;
}

export function valuesOf(profile: TalentProfile): SignalsValues {
  const salary = profile.expected_salary ?? null;
  return {
    availability: profile.availability,
    available_from: profile.available_from ?? '',
    salary_period: salary?.period ?? '',
    salary_min: salary ? String(salary.min) : '',
    salary_max: salary ? String(salary.max) : '',
  };
}

export function sameValues(a: SignalsValues, b: SignalsValues): boolean {
  return (Object.keys(a) as (keyof SignalsValues)[]).every((key) => a[key] === b[key]);
}

/** The API's field names for the salary are nested; the form's are flat. */
export const SERVER_FIELD_ALIASES = {
  expected_salary: 'salary_max',
  'expected_salary.min': 'salary_min',
  'expected_salary.max': 'salary_max',
  'expected_salary.period': 'salary_period',
} as const;

const AMOUNT = /^[1-9]\d{0,9}$/;
const MAX_AMOUNT = 2_000_000_000;
/** "15.000.000" or "15,000,000" as typed: the digits. */
const digits = (value: string) => value.replace(/[.,\s]/g, '');

type SignalsErrors = Partial<Record<keyof SignalsValues, string>>;

/** What the browser can tell before asking the server: catalog ids by field. */
export function localErrors(values: SignalsValues): SignalsErrors {
  const errors: SignalsErrors = {};
  if (values.salary_period === '') return errors;
  const min = digits(values.salary_min);
  const max = digits(values.salary_max);
  const valid = (amount: string) => AMOUNT.test(amount) && Number(amount) <= MAX_AMOUNT;
  if (!valid(min)) errors.salary_min = 'talent.signals.error.amount';
  if (!valid(max)) errors.salary_max = 'talent.signals.error.amount';
  if (valid(min) && valid(max) && Number(min) > Number(max))
    errors.salary_max = 'talent.signals.error.maxBelowMin';
  return errors;
}

export function signalsResolver(t: (id: string) => string): Resolver<SignalsValues> {
  return (values) => {
    const found = Object.entries(localErrors(values));
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([field, id]) => [field, { type: 'validate', message: t(id) }]),
    );
    return { values: {}, errors };
  };
}

/** "Not looking" has no start date; no period means no salary shared. */
export function payloadOf(values: SignalsValues): SignalsPayload {
  return {
    availability: values.availability,
    available_from:
      values.availability === 'not_looking' || values.available_from === ''
        ? null
        : values.available_from,
    expected_salary:
      values.salary_period === ''
        ? null
        : {
            min: Number(digits(values.salary_min)),
            max: Number(digits(values.salary_max)),
            period: values.salary_period,
          },
  };
}
