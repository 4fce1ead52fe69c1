// A job search's terms as search keys, folded exactly as the talent search folds them: the same
// parser (commas, known skill phrases, aliases, the closest known skill of a typo) and the same
// skill-catalog expansion (exact, word, prefix, infix, typo), reused from domains/search rather
// than copied. A job matches a term when its search_keys (migration 100) hold any of the
// term's keys: a skill (s:), a title word (t:) or a city word (c:).
import { expandTerms } from '../search/terms/expand-terms.js';
import { parseSearch } from '../search/terms/parse-search.js';
import type { SkillsRepository } from '../talents/skills-repository.js';

/** Title and city words of each text, folded in the database (search_words of migration 060). */
export type WordKeys = (texts: string[]) => Promise<string[][]>;

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
    const keys = new Set<string>(words[index]);
    for (const expansion of expansions)
      if (expansion.termIndex === index) keys.add(`s:${expansion.skillKey}`);
    // Skills only jobs name (not yet in the talents' catalog), as typed, as alias, as typo guess.
    for (const key of [term.text, term.canonical, term.guess]) if (key) keys.add(`s:${key}`);
    return [...keys];
  });
}
