import type { EmploymentType } from '@peworld/shared-ui';

/** How an employment type reads on cards and profiles. */
export function employmentLabel(type: EmploymentType | null): string | null {
  if (type === 'freelance') return 'Freelance';
  if (type === 'full time') return 'Full time';
  return null;
}
