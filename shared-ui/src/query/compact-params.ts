/**
 * Drops undefined, null and blank-string params, so `{ search: '' }` and `{}` are one cache
 * entry and one URL (the API treats a blank filter as no filter).
 */
export function compactParams<T extends object>(params: T): Partial<T> {
  const result: Partial<T> = {};
  for (const [key, value] of Object.entries(params) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    result[key] = value;
  }
  return result;
}
