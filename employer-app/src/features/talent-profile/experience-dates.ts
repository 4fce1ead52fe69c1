import type { Experience } from '@peworld/shared-ui';

// Dates of work experience as the profile shows them, in the page's language through Intl:
// "Januari 2022" / "January 2022" and "2 tahun 3 bulan" / "2 years, 3 months".

/** 'YYYY-MM-DD' as a UTC date (no local-time shift of a calendar day). */
function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatMonthYear(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parseDay(day));
}

/** Whole months between two days, counting a started month (Jan 15 → Mar 1 = 2 months). */
export function monthsBetween(from: Date, to: Date): number {
  const months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return Math.max(1, months + (to.getUTCDate() >= from.getUTCDate() ? 1 : 0));
}

/** "2 tahun 3 bulan", "5 months", "1 year": units and their plurals from Intl. */
export function formatDuration(months: number, locale: string): string {
  const unit = (value: number, name: 'year' | 'month') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(unit(years, 'year'));
  if (rest > 0 || years === 0) parts.push(unit(Math.max(rest, 1), 'month'));
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}

export interface ExperienceDates {
  start: string;
  /** null while the job goes on. */
  end: string | null;
  duration: string;
  current: boolean;
}

export function experienceDates(
  experience: Experience,
  locale: string,
  today: Date = new Date(),
): ExperienceDates {
  const end = experience.day_out ? parseDay(experience.day_out) : today;
  return {
    start: formatMonthYear(experience.day_in, locale),
    end: experience.day_out ? formatMonthYear(experience.day_out, locale) : null,
    duration: formatDuration(monthsBetween(parseDay(experience.day_in), end), locale),
    current: experience.day_out === null,
  };
}

/** Current jobs first, then by start date, newest first. */
export function newestFirst(experiences: readonly Experience[]): Experience[] {
  return [...experiences].sort((a, b) => {
    if ((a.day_out === null) !== (b.day_out === null)) return a.day_out === null ? -1 : 1;
    return b.day_in.localeCompare(a.day_in);
  });
}
