// The body of a valid job opening (POST /api/company-jobs), for tests that post jobs: a remote
// React opening in Bandung closing in 30 days, with any field overridden.

/** An ISO date `days` from today. */
export const inDays = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function jobBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'React Frontend Developer',
    employment_type: 'full_time',
    work_mode: 'remote',
    city: 'Bandung',
    salary_min: 8_000_000,
    salary_max: 12_000_000,
    required_skills: ['React', 'TypeScript'],
    nice_skills: ['Figma'],
    description: 'Bangun antarmuka produk kami.',
    closing_date: inDays(30),
    ...overrides,
  };
}
