// Indonesian date line and time-of-day greeting for the purple mobile band.

const dateFormat = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** e.g. "Sabtu, 21 November 2026" */
export function formatIndonesianDate(date: Date): string {
  return dateFormat.format(date);
}

/** Indonesian day parts: pagi until 11, siang until 15, sore until 18, malam after. */
export function timeOfDayGreeting(date: Date): string {
  const hour = date.getHours();
  if (hour >= 4 && hour < 11) return 'Selamat pagi';
  if (hour >= 11 && hour < 15) return 'Selamat siang';
  if (hour >= 15 && hour < 18) return 'Selamat sore';
  return 'Selamat malam';
}

/** "Budi Santoso" → "Budi"; a blank name falls back to a neutral word. */
export function firstName(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : 'there';
}

/** Local calendar day as YYYY-MM-DD, for <time dateTime> (toISOString would be UTC). */
export function localIsoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
