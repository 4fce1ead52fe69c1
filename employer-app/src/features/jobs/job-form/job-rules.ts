import type { RegisterOptions } from 'react-hook-form';
import { parseRupiah, todayIso, type JobValues } from './job-values';

/*
 * The API's limits on a job (api/src/schemas/job.ts: JOB_TITLE_MIN/MAX, JOB_DESCRIPTION_MAX,
 * JOB_SKILLS_MAX, SALARY_MAX, the city's 2..100), checked before sending so the recruiter
 * hears at once what the server would refuse. The server stays the authority.
 */
export const JOB_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  cityMin: 2,
  cityMax: 100,
  descriptionMax: 5000,
  skillsMax: 15,
  skillMax: 50,
  salaryMax: 1_000_000_000,
} as const;

type Translate = (id: string, values?: Record<string, string | number>) => string;
type Rules<K extends keyof JobValues> = RegisterOptions<JobValues, K>;

function lengthBetween(min: number, max: number, t: Translate, key: string) {
  return (value: string) => {
    const length = value.trim().length;
    return (length >= min && length <= max) || t(key, { min, max });
  };
}

export const titleRules = (t: Translate): Rules<'title'> => ({
  validate: lengthBetween(
    JOB_LIMITS.titleMin,
    JOB_LIMITS.titleMax,
    t,
    'employer.jobForm.titleLength',
  ),
});

export const cityRules = (t: Translate): Rules<'city'> => ({
  validate: lengthBetween(JOB_LIMITS.cityMin, JOB_LIMITS.cityMax, t, 'employer.jobForm.cityLength'),
});

export const descriptionRules = (t: Translate): Rules<'description'> => ({
  validate: (value) => {
    const length = value.trim().length;
    if (length === 0) return t('employer.jobForm.descriptionRequired');
    return (
      length <= JOB_LIMITS.descriptionMax ||
      t('employer.jobForm.descriptionTooLong', { max: JOB_LIMITS.descriptionMax })
    );
  },
});

function salaryProblem(text: string, t: Translate): string | true {
  const amount = parseRupiah(text);
  if (amount === null) return true;
  if (Number.isNaN(amount) || amount > JOB_LIMITS.salaryMax)
    return t('employer.jobForm.salaryInvalid');
  return true;
}

/** A changed lower end checks the upper one again (their order). */
export const salaryMinRules = (t: Translate): Rules<'salary_min'> => ({
  validate: (value) => salaryProblem(value, t),
  deps: 'salary_max',
});

/** The upper end is checked against the lower one too. */
export const salaryMaxRules = (t: Translate): Rules<'salary_max'> => ({
  validate: (value, values) => {
    const own = salaryProblem(value, t);
    if (own !== true) return own;
    const min = parseRupiah(values.salary_min);
    const max = parseRupiah(value);
    if (min !== null && max !== null && !Number.isNaN(min) && max < min)
      return t('employer.jobForm.salaryOrder');
    return true;
  },
});

/**
 * An open job (a new one, or an edit while it is open) cannot close in the past; a paused or
 * closed job keeps whatever date it had.
 */
export const closingDateRules = (
  t: Translate,
  { mustBeFuture }: { mustBeFuture: boolean },
  today: () => string = todayIso,
): Rules<'closing_date'> => ({
  validate: (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return t('employer.jobForm.closingRequired');
    return !mustBeFuture || value >= today() || t('employer.jobForm.closingPast');
  },
});

/** A job names at least one skill it requires: that is what talent are matched on. */
export const requiredSkillsRules = (t: Translate): Rules<'required_skills'> => ({
  validate: (value) => {
    if (value.length === 0) return t('employer.jobForm.requiredSkillsEmpty');
    return (
      value.length <= JOB_LIMITS.skillsMax ||
      t('employer.jobForm.skillsTooMany', { max: JOB_LIMITS.skillsMax })
    );
  },
});

export const niceSkillsRules = (t: Translate): Rules<'nice_skills'> => ({
  validate: (value) =>
    value.length <= JOB_LIMITS.skillsMax ||
    t('employer.jobForm.skillsTooMany', { max: JOB_LIMITS.skillsMax }),
});
