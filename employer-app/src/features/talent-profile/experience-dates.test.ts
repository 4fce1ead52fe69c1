import type { Experience } from '@peworld/shared-ui';
import { experienceDates, formatDuration, monthsBetween, newestFirst } from './experience-dates';

const job = (day_in: string, day_out: string | null, id = 1): Experience => ({
  id,
  id_user: 7,
  company_name: 'X',
  job_position: 'Y',
  day_in,
  day_out,
  description: null,
});

describe('experience dates', () => {
  it('shows month, year and length in Indonesian, and no end for a current job', () => {
    expect(experienceDates(job('2019-07-01', '2021-01-31'), 'id')).toEqual({
      start: 'Juli 2019',
      end: 'Januari 2021',
      duration: '1 tahun, 7 bulan',
      current: false,
    });
    const current = experienceDates(
      job('2025-11-01', null),
      'id',
      new Date('2026-11-24T00:00:00Z'),
    );
    expect(current).toEqual({
      start: 'November 2025',
      end: null,
      duration: '1 tahun, 1 bulan',
      current: true,
    });
  });

  it('words the same job in English', () => {
    expect(experienceDates(job('2019-07-01', '2021-01-31'), 'en')).toEqual({
      start: 'July 2019',
      end: 'January 2021',
      duration: '1 year 7 months',
      current: false,
    });
  });

  it('counts months and words them with plurals per language', () => {
    expect(monthsBetween(new Date('2024-01-15'), new Date('2024-03-01'))).toBe(2);
    expect(formatDuration(5, 'id')).toBe('5 bulan');
    expect(formatDuration(12, 'id')).toBe('1 tahun');
    expect(formatDuration(0, 'id')).toBe('1 bulan');
    expect(formatDuration(1, 'en')).toBe('1 month');
    expect(formatDuration(26, 'en')).toBe('2 years 2 months');
  });

  it('puts current jobs first, then the newest start', () => {
    const sorted = newestFirst([
      job('2018-01-01', '2019-01-01', 1),
      job('2020-01-01', null, 2),
      job('2019-05-01', '2020-01-01', 3),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([2, 3, 1]);
  });
});
