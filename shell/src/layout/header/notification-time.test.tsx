import { renderHook } from '@testing-library/react';
import { setTestLocale } from '@peworld/shared-ui/testing';
import { useNotificationTime } from './notification-time';

const NOW = new Date(2026, 10, 28, 18, 0);
const at = (month: number, day: number, hour = 14, year = 2026) =>
  new Date(year, month, day, hour, 5).toISOString();

describe('useNotificationTime', () => {
  afterEach(() => setTestLocale('en'));

  it('shows the clock today, "Yesterday", then the date (with the year before this one)', () => {
    const { result } = renderHook(() => useNotificationTime());
    expect(result.current(at(10, 28), NOW)).toBe('2:05 PM');
    expect(result.current(at(10, 27), NOW)).toBe('Yesterday');
    expect(result.current(at(10, 12), NOW)).toBe('Nov 12');
    expect(result.current(at(10, 12, 14, 2025), NOW)).toBe('Nov 12, 2025');
  });

  it('speaks Indonesian', () => {
    setTestLocale('id');
    const { result } = renderHook(() => useNotificationTime());
    expect(result.current(at(10, 28), NOW)).toBe('14.05');
    expect(result.current(at(10, 27), NOW)).toBe('Kemarin');
    expect(result.current(at(10, 12, 14, 2025), NOW)).toBe('12 Nov 2025');
  });
});
