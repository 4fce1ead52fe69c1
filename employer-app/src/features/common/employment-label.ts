import type { EmploymentType } from '@peworld/shared-ui';

const LABEL_KEYS: Record<EmploymentType, string> = {
  freelance: 'employer.employment.freelance',
  'full time': 'employer.employment.fullTime',
};

/** How an employment type reads on cards and profiles, in the page's language. */
export function employmentLabel(
  type: EmploymentType | null,
  t: (id: string) => string,
): string | null {
  return type ? t(LABEL_KEYS[type]) : null;
}
