import { currentMonth, EMPTY_EXPERIENCE, localErrors } from './experience-values';

const NOW = new Date(2026, 10, 29); // 29 November 2026, the visitor's own calendar
const job = { ...EMPTY_EXPERIENCE, company_name: 'PT Awan', job_position: 'Engineer' };

describe('experience checks before the server', () => {
  it('knows this month in the visitor calendar', () => {
    expect(currentMonth(NOW)).toBe('2026-11');
  });

  it('refuses an end month still to come, and says to tick current job', () => {
    expect(localErrors({ ...job, start: '2024-01', end: '2026-12' }, NOW)).toEqual({
      end: 'talent.experience.error.endInFuture',
    });
    expect(localErrors({ ...job, start: '2024-01', end: '2031-01' }, NOW).end).toBe(
      'talent.experience.error.endInFuture',
    );
  });

  it('accepts this month and earlier ones, and a current job', () => {
    expect(localErrors({ ...job, start: '2024-01', end: '2026-11' }, NOW)).toEqual({});
    expect(localErrors({ ...job, start: '2024-01', end: '2025-03' }, NOW)).toEqual({});
    expect(localErrors({ ...job, start: '2024-01', end: '2030-01', current: true }, NOW)).toEqual(
      {},
    );
  });

  it('names every missing field of an empty entry', () => {
    expect(localErrors(EMPTY_EXPERIENCE, NOW)).toEqual({
      company_name: 'talent.experience.error.company',
      job_position: 'talent.experience.error.position',
      start: 'talent.experience.error.start',
      end: 'talent.experience.error.end',
    });
  });
});
