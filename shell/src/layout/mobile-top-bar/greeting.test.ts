import { firstName, formatIndonesianDate, localIsoDay, timeOfDayGreeting } from './greeting';

describe('greeting helpers', () => {
  it('writes the date the Indonesian way', () => {
    expect(formatIndonesianDate(new Date(2026, 10, 21, 9))).toBe('Sabtu, 21 November 2026');
    expect(formatIndonesianDate(new Date(2027, 0, 4, 9))).toBe('Senin, 4 Januari 2027');
  });

  it.each([
    [4, 'Selamat pagi'],
    [10, 'Selamat pagi'],
    [11, 'Selamat siang'],
    [14, 'Selamat siang'],
    [15, 'Selamat sore'],
    [17, 'Selamat sore'],
    [18, 'Selamat malam'],
    [23, 'Selamat malam'],
    [2, 'Selamat malam'],
  ])('greets at %i o’clock with "%s"', (hour, expected) => {
    expect(timeOfDayGreeting(new Date(2026, 10, 21, hour, 30))).toBe(expected);
  });

  it('uses the first word of the name', () => {
    expect(firstName('Budi Santoso')).toBe('Budi');
    expect(firstName('  Sari  ')).toBe('Sari');
    expect(firstName('')).toBe('there');
  });

  it('gives the local calendar day for <time>', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
