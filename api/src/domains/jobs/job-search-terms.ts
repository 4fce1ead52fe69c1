// A job search's terms as search keys, folded exactly as the talent search folds them: the same
// parser (commas, known skill phrases, aliases, the closest known skill of a typo) and the same
// skill-catalog expansion (exact, word, prefix, infix, typo), reused from domains/search rather
// than copied. A job matches a term when its search_keys (migration 100) hold any of the
// term's keys: a skill (s:), a title word (t:) or a city word (c:). Title words are tolerated
// as the talent search tolerates name and title words (search-plan.ts): a word no job's title
// or city holds, and no whole skill, matches the title words it begins; without those (and
// without a partial skill), the title words within its allowed typos ("developr" → developer).
import { expandTerms, type SkillExpansion } from '../search/terms/expand-terms.js';
import { parseSearch } from '../search/terms/parse-search.js';
import { allowedTypos, typoDistance } from '../search/terms/typo-distance.js';
import { MAX_FUZZY_TOKENS, MAX_PREFIX_TOKENS } from '../search/tuning.js';
import type { SkillsRepository } from '../talents/skills-repository.js';
import type { TextWords } from './jobs-data.js';

/** Title and city words of each text, folded in the database, with the title words near it. */
export type WordKeys = (texts: string[]) => Promise<TextWords[]>;

/** The title keys a term adds beyond its own words: prefixes, else close spellings, else none. */
export function nearTitleKeys(
  typed: string,
  words: TextWords | undefined,
  skillHits: readonly SkillExpansion[],
): string[] {
  if (!words || words.known) return [];
  if (skillHits.some((hit) => hit.kind === 'exact' || hit.kind === 'word')) return [];
  const byDistance = (a: [string, number, number], b: [string, number, number]) =>
    a[2] - b[2] || b[1] - a[1] || (a[0] < b[0] ? -1 : 1);
  const scored = words.near.map(([word, jobs]): [string, number, number] => [
    word,
    jobs,
    typoDistance(typed, word),
  ]);
  const prefixes = scored.filter(([word]) => word.startsWith(typed)).sort(byDistance);
  if (prefixes.length > 0) return prefixes.slice(0, MAX_PREFIX_TOKENS).map(([w]) => `t:${w}`);
  if (skillHits.some((hit) => hit.kind !== 'fuzzy')) return [];
  return scored
    .filter(([, , distance]) => distance <= allowedTypos(typed.length))
    .sort(byDistance)
    .slice(0, MAX_FUZZY_TOKENS)
    .map(([word]) => `t:${word}`);
}

/** Per term of `search`, the keys any of which makes a job match it ([] without a search). */
export async function jobSearchTerms(
  skills: Pick<SkillsRepository, 'catalogCandidates'>,
  wordKeys: WordKeys,
  search: string | undefined,
): Promise<string[][]> {
  const terms = parseSearch(search);
  if (terms.length === 0) return [];
  const [candidates, words] = await Promise.all([
    skills.catalogCandidates(terms),
    // A known multi-word skill ("ruby on rails") is a skill, not three title words.
    wordKeys(terms.map((term) => (term.canonical && term.text.includes(' ') ? '' : term.text))),
  ]);
  const expansions = expandTerms(terms, candidates);
  return terms.map((term, index) => {
    const hits = expansions.filter((expansion) => expansion.termIndex === index);
    const keys = new Set<string>([
      ...(words[index]?.keys ?? []),
      ...nearTitleKeys(term.text, words[index], hits),
    ]);
    for (const expansion of hits) keys.add(`s:${expansion.skillKey}`);
    // Skills only jobs name (not yet in the talents' catalog), as typed, as alias, as typo guess.
    for (const key of [term.text, term.canonical, term.guess]) if (key) keys.add(`s:${key}`);
    return [...keys];
  });
}
