/**
 * pg_trgm's trigram measures in JavaScript, for expanding words against the in-memory catalog
 * (word-catalog.ts) exactly as the SQL did with `%` and `<%`:
 * - a string's trigrams: lower-cased, split into words of letters and digits, each word padded
 *   with two spaces before and one after, every three consecutive characters;
 * - similarity = shared trigrams / trigrams of either (pg_trgm `similarity`, `%` at >= 0.3);
 * - word similarity of a term in a longer text = the best similarity between the term's
 *   trigrams and a continuous run of the text's trigrams (pg_trgm `word_similarity`, `<%` at
 *   >= 0.6). pg_trgm finds that run greedily; here every run is tried, so a value is never
 *   below pg_trgm's and a `<%` match there is a match here (test/search/word-catalog.test.ts).
 */

export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.6;

const WORD = /[\p{L}\p{N}]+/gu;

/** Trigrams in text order, repeats kept (word similarity needs the order). */
export function trigramList(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const chars = Array.from(`  ${match[0]} `);
    for (let i = 0; i + 3 <= chars.length; i += 1) out.push(chars.slice(i, i + 3).join(''));
  }
  return out;
}

/** The distinct trigrams of a text. */
export function trigramSet(text: string): Set<string> {
  return new Set(trigramList(text));
}

/** Jaccard similarity of two trigram sets given how many they share. */
export function similarityOf(shared: number, sizeA: number, sizeB: number): number {
  const union = sizeA + sizeB - shared;
  return union === 0 ? 0 : shared / union;
}

export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return similarityOf(shared, a.size, b.size);
}

/** The best similarity between `term`'s trigrams and any continuous run of `text`'s. */
export function wordSimilarity(term: ReadonlySet<string>, text: readonly string[]): number {
  let best = 0;
  for (let start = 0; start < text.length; start += 1) {
    if (!term.has(text[start]!)) continue; // a run starting off the term is never better
    const run = new Set<string>();
    let shared = 0;
    for (let end = start; end < text.length; end += 1) {
      const t = text[end]!;
      if (!run.has(t)) {
        run.add(t);
        if (term.has(t)) shared += 1;
      }
      if (term.has(t)) best = Math.max(best, similarityOf(shared, term.size, run.size));
    }
  }
  return best;
}
