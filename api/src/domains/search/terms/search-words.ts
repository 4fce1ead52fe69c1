/**
 * How search folds words on the query side, mirroring migration 060 (which folds the stored
 * names, titles and cities the same way; test/search/search-words.test.ts compares both).
 */

/** Multi-word title spellings of one word: "front end", "front-end" -> "frontend". */
export function foldTitlePhrases(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(front|back)[\s_-]*end\b/g, '$1end')
    .replace(/\bfull[\s_-]*stack\b/g, 'fullstack')
    .replace(/\bdev[\s_-]*ops\b/g, 'devops');
}

/**
 * Title words nearly every talent has: alone they still search, but next to a meaningful word
 * ("java developer") they would match everyone and drown it, so they are left out there.
 */
export const GENERIC_TITLE_WORDS: ReadonlySet<string> = new Set([
  'developer',
  'developers',
  'dev',
  'programmer',
  'engineer',
  'engineers',
  'engr',
  'software',
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'principal',
  'intern',
  'specialist',
  'expert',
]);
