import { MapPinIcon, useAppIntl, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { JobCard } from '../api/job-types';
import { EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS } from '../lib/job-labels';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

/** "Rp8 jt – Rp12 jt / month", "from …", "up to …"; null when the job gives no salary. */
export function useSalaryText(job: Pick<JobCard, 'salary_min' | 'salary_max'>): string | null {
  const t = useT();
  const intl = useAppIntl();
  const money = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: 'IDR',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
  const { salary_min: min, salary_max: max } = job;
  if (min !== null && max !== null && min !== max)
    return t('talent.jobs.salary.range', { min: money(min), max: money(max) });
  if (min !== null) return t('talent.jobs.salary.from', { min: money(min) });
  if (max !== null) return t('talent.jobs.salary.upTo', { max: money(max) });
  return null;
}

/** City, work mode, employment type, salary when given, and the day it was posted. */
export function JobFacts({ job }: { job: JobCard }) {
  const t = useT();
  const intl = useAppIntl();
  const salary = useSalaryText(job);
  return (
    <Facts aria-label={t('talent.jobs.facts')}>
      <li>
        <MapPinIcon size={16} /> {job.city}
      </li>
      <li>{t(WORK_MODE_LABELS[job.work_mode])}</li>
      <li>{t(EMPLOYMENT_TYPE_LABELS[job.employment_type])}</li>
      {salary ? <li>{salary}</li> : null}
      <li>
        {t('talent.jobs.posted', {
          date: intl.formatDate(job.posted_at, { dateStyle: 'medium' }),
        })}
      </li>
    </Facts>
  );
}
