/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of
 * two neighbouring letters each cost 1 ("recat" → "react" is 1). Trigram similarity alone
 * scores such swaps in short words too low, so fuzzy skill matches are judged with this.
 */
export function typoDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, prevPrev[j - 2]! + 1);
      }
      row.push(best);
    }
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How many typos a term of this length may hold and still count as that skill. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

/**
 * Keys one deleted or swapped letter away from the term: sent to SQL so a catalog entry
 * like "react" is found for "recat" or "reactt" even when trigram similarity misses it.
 */
export function typoVariants(term: string): string[] {
  // Code points, not UTF-16 units: splitting a surrogate pair would make text PostgreSQL refuses.
  const chars = Array.from(term);
  if (chars.length < 4) return [];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i += 1) {
    out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
    if (i + 1 < chars.length) {
      out.add([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(''));
    }
  }
  out.delete(term);
  return [...out];
}
