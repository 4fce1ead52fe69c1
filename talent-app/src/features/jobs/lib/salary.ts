/** Salary inputs are in millions of rupiah a month; the URL and the API take rupiah. */
export const MILLION = 1_000_000;

/** A "millions" field's rupiah: null when empty, NaN when not a number >= 0. */
export function rupiahOfMillions(millions: string): number | null {
  if (millions.trim() === '') return null;
  const n = Number(millions.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? Math.round(n * MILLION) : Number.NaN;
}

/** The field's text for a rupiah amount (8000000 → "8"). */
export function millionsOf(rupiah: number | null): string {
  return rupiah === null ? '' : String(rupiah / MILLION);
}
