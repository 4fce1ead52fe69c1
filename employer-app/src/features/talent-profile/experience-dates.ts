import type { Experience } from '@peworld/shared-ui';

// Dates of work experience as the profile shows them: "Januari 2022 – sekarang · 2 tahun 3 bulan".

const monthYear = new Intl.DateTimeFormat('id-ID', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as a UTC date (no local-time shift of a calendar day). */
function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatMonthYear(day: string): string {
  return monthYear.format(parseDay(day));
}

/** Whole months between two days, counting a started month (Jan 15 → Mar 1 = 2 months). */
export function monthsBetween(from: Date, to: Date): number {
  const months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return Math.max(1, months + (to.getUTCDate() >= from.getUTCDate() ? 1 : 0));
}

/** "2 tahun 3 bulan", "5 bulan", "1 tahun". */
export function formatDuration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} tahun`);
  if (rest > 0) parts.push(`${rest} bulan`);
  return parts.join(' ') || '1 bulan';
}

export interface ExperienceDates {
  range: string;
  duration: string;
  current: boolean;
}

export function experienceDates(experience: Experience, today: Date = new Date()): ExperienceDates {
  const current = experience.day_out === null;
  const end = experience.day_out ? parseDay(experience.day_out) : today;
  return {
    range: `${formatMonthYear(experience.day_in)} – ${
      experience.day_out ? formatMonthYear(experience.day_out) : 'sekarang'
    }`,
    duration: formatDuration(monthsBetween(parseDay(experience.day_in), end)),
    current,
  };
}

/** Current jobs first, then by start date, newest first. */
export function newestFirst(experiences: readonly Experience[]): Experience[] {
  return [...experiences].sort((a, b) => {
    if ((a.day_out === null) !== (b.day_out === null)) return a.day_out === null ? -1 : 1;
    return b.day_in.localeCompare(a.day_in);
  });
}
