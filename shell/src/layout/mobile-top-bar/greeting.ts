// The date line and time-of-day greeting for the purple mobile band, in the page's language.
import type { Locale } from '@peworld/shared-ui';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** e.g. "Sabtu, 21 November 2026" / "Saturday, November 21, 2026" */
export function formatLongDate(date: Date, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    formats.set(locale, format);
  }
  return format.format(date);
}

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/**
 * Indonesian day parts (pagi until 11, siang until 15, sore until 18, malam after); English
 * greets by the same hours.
 */
export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour >= 4 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 15) return 'afternoon';
  if (hour >= 15 && hour < 18) return 'evening';
  return 'night';
}

/** "Budi Santoso" → "Budi"; a blank name → 'none' (the greeting then names nobody). */
export function firstName(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : 'none';
}

/** Local calendar day as YYYY-MM-DD, for <time dateTime> (toISOString would be UTC). */
export function localIsoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
