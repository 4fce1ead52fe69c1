// Calendar dates as people type them: DD-MM-YYYY (the UI) or YYYY-MM-DD (ISO).

/** 'YYYY-MM-DD' for a real calendar date in either spelling, else null (31-02-2024 is null). */
export function toIsoDate(text: string): string | null {
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!year || !month || !day) return null;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (y < 1900 || y > 2999) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return `${year}-${month}-${day}`;
}
