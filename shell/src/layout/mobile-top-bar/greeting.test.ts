import { dayPart, firstName, formatLongDate, localIsoDay } from './greeting';

describe('greeting helpers', () => {
  it('writes the date the way each language does', () => {
    expect(formatLongDate(new Date(2026, 10, 21, 9), 'id')).toBe('Sabtu, 21 November 2026');
    expect(formatLongDate(new Date(2027, 0, 4, 9), 'id')).toBe('Senin, 4 Januari 2027');
    expect(formatLongDate(new Date(2027, 0, 4, 9), 'en')).toBe('Monday, January 4, 2027');
  });

  it.each([
    [4, 'morning'],
    [10, 'morning'],
    [11, 'afternoon'],
    [14, 'afternoon'],
    [15, 'evening'],
    [17, 'evening'],
    [18, 'night'],
    [23, 'night'],
    [2, 'night'],
  ])('at %i o’clock it is the %s', (hour, expected) => {
    expect(dayPart(new Date(2026, 10, 21, hour, 30))).toBe(expected);
  });

  it('uses the first word of the name', () => {
    expect(firstName('Budi Santoso')).toBe('Budi');
    expect(firstName('  Sari  ')).toBe('Sari');
    expect(firstName('')).toBe('none');
  });

  it('gives the local calendar day for <time>', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
