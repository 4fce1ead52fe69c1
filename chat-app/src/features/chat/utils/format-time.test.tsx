import { renderHook } from '@testing-library/react';
import { setTestLocale } from '@peworld/shared-ui/testing';
import { useChatTime } from './format-time';

const NOW = new Date(2026, 10, 28, 18, 0);
const at = (month: number, day: number, hour = 14, year = 2026) =>
  new Date(year, month, day, hour, 5).toISOString();

describe('useChatTime', () => {
  afterEach(() => setTestLocale('en'));

  it('labels days and times in English', () => {
    const { result } = renderHook(() => useChatTime());
    expect(result.current.dayLabel(at(10, 28), NOW)).toBe('Today');
    expect(result.current.dayLabel(at(10, 27), NOW)).toBe('Yesterday');
    expect(result.current.dayLabel(at(10, 12), NOW)).toBe('Thursday, November 12');
    expect(result.current.shortTime(at(10, 12), NOW)).toBe('Nov 12');
    expect(result.current.shortTime(at(10, 12, 14, 2025), NOW)).toBe('Nov 12, 2025');
    expect(result.current.timeOfDay(at(10, 28))).toBe('2:05 PM');
  });

  it('labels days and times in Indonesian', () => {
    setTestLocale('id');
    const { result } = renderHook(() => useChatTime());
    expect(result.current.dayLabel(at(10, 28), NOW)).toBe('Hari ini');
    expect(result.current.shortTime(at(10, 27), NOW)).toBe('Kemarin');
    expect(result.current.dayLabel(at(10, 12), NOW)).toBe('Kamis, 12 November');
    expect(result.current.shortTime(at(10, 12, 14, 2025), NOW)).toBe('12 Nov 2025');
    expect(result.current.timeOfDay(at(10, 28))).toBe('14.05');
  });
});
