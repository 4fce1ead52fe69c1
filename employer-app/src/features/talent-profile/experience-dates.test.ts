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
  it('shows month and year, the length, and "sekarang" for a current job', () => {
    expect(experienceDates(job('2019-07-01', '2021-01-31'))).toEqual({
      range: 'Juli 2019 – Januari 2021',
      duration: '1 tahun 7 bulan',
      current: false,
    });
    const current = experienceDates(job('2025-11-01', null), new Date('2026-11-24T00:00:00Z'));
    expect(current).toEqual({
      range: 'November 2025 – sekarang',
      duration: '1 tahun 1 bulan',
      current: true,
    });
  });

  it('counts months and words them', () => {
    expect(monthsBetween(new Date('2024-01-15'), new Date('2024-03-01'))).toBe(2);
    expect(formatDuration(5)).toBe('5 bulan');
    expect(formatDuration(12)).toBe('1 tahun');
    expect(formatDuration(0)).toBe('1 bulan');
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
