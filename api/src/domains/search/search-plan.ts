// A search's plan: which search keys each typed term may match, made from the in-memory word
// catalog alone (no statement). The plan memo (plan-memo.ts) remembers plans across catalogs.
import { expandTerms, type SkillExpansion } from './terms/expand-terms.js';
import type { SearchTerm } from './terms/parse-search.js';
import { GENERIC_TITLE_WORDS } from './terms/search-words.js';
import { allowedTypos, typoDistance } from './terms/typo-distance.js';
import { MAX_FUZZY_TOKENS, MAX_PREFIX_TOKENS } from './tuning.js';
import type { TokenCandidate, WordCatalog } from './word-catalog.js';

/** What one term may match: keys tried first, and close names/cities tried when those fall short. */
interface TermPlan {
  keys: string[];
  fallback: string[];
}

export interface SearchPlan {
  terms: TermPlan[];
  /** Keys of generic title words typed next to meaningful ones: they only break ties. */
  bonus: TermPlan['keys'][];
  /** Skill keys that count as hits, strongest first (for matched_skills). */
  matchKeys: string[];
  /** Talents holding each key (from the catalogs): lets most counts skip counting. */
  keyCounts: Map<string, number>;
}

/**
 * Turns typed terms into key lists. Per term: skills (alias, partial, typo: expandTerms) and
 * name/title/city words. Whole-word hits (exact skill, title word or variant, city or local
 * name, name word) are the term's keys; only when it has none, prefixes ("front" ->
 * frontend), and only when it has no prefix either, close spellings. A word that is a skill
 * does not also match people called that ("java"). Close spellings of names, titles and
 * cities are kept aside as `fallback`, used when no talent matches every term exactly
 * ("rizki ramadan" -> Rizky Ramadhan).
 */
function planTerms(
  terms: readonly SearchTerm[],
  skills: readonly SkillExpansion[],
  tokens: readonly TokenCandidate[],
): SearchPlan {
  const keyCounts = new Map<string, number>();
  const plans = terms.map((term, i) => {
    const skillHits = skills.filter((h) => h.termIndex === i);
    const exactSkill = skillHits.some((h) => h.kind === 'exact');
    const strongSkill = skillHits.filter((h) => h.kind === 'exact' || h.kind === 'word');
    const typed = term.text;
    const wordTokens = tokens
      .filter((t) => t.termIndex === i && !(exactSkill && t.kind === 'n'))
      .map((t) => {
        const key = `${t.kind}:${t.word}`;
        keyCounts.set(key, t.talentCount);
        const distance = typoDistance(typed, t.word);
        const kind = t.exact
          ? 'exact'
          : t.word.startsWith(typed)
            ? 'prefix'
            : distance <= allowedTypos(typed.length)
              ? 'fuzzy'
              : null;
        return { key, kind, distance, count: t.talentCount };
      });
    const tokenKeys = (kind: string, max: number) =>
      wordTokens
        .filter((t) => t.kind === kind)
        .sort((a, b) => a.distance - b.distance || b.count - a.count)
        .slice(0, max)
        .map((t) => t.key);
    const skillKey = (h: SkillExpansion) => `s:${h.skillKey}`;
    const strong = [...strongSkill.map(skillKey), ...tokenKeys('exact', Number.MAX_SAFE_INTEGER)];
    const fuzzyTokens = tokenKeys('fuzzy', MAX_FUZZY_TOKENS);
    if (strong.length > 0) return { keys: strong, fallback: fuzzyTokens };
    const partial = [
      ...skillHits.filter((h) => h.kind !== 'fuzzy').map(skillKey),
      ...tokenKeys('prefix', MAX_PREFIX_TOKENS),
    ];
    if (partial.length > 0) return { keys: partial, fallback: fuzzyTokens };
    return { keys: [...skillHits.map(skillKey), ...fuzzyTokens], fallback: [] };
  });
  const used = new Set(plans.flatMap((p) => [...p.keys, ...p.fallback]));
  return {
    terms: plans,
    bonus: [],
    matchKeys: [...new Set(skills.map((h) => h.skillKey))].filter((k) => used.has(`s:${k}`)),
    keyCounts,
  };
}

/**
 * Generic title words ("developer") are terms of their own only when nothing else was typed;
 * next to a meaningful word they only order talent that match equally many meaningful terms.
 */
function splitGeneric(terms: SearchTerm[]): { specific: SearchTerm[]; generic: SearchTerm[] } {
  const specific = terms.filter((t) => !GENERIC_TITLE_WORDS.has(t.text));
  return specific.length > 0
    ? { specific, generic: terms.filter((t) => GENERIC_TITLE_WORDS.has(t.text)) }
    : { specific: terms, generic: [] };
}

/**
 * Whether a plan made from another catalog with the same words (same catalog generation) is
 * the plan `catalog` gives: a plan reads the catalog's words and the talent counts of the words
 * it found (all in `keyCounts`), so it holds when each of those counts is unchanged.
 */
export function planHolds(plan: Pick<SearchPlan, 'keyCounts'>, catalog: WordCatalog): boolean {
  for (const [key, count] of plan.keyCounts) if (catalog.keyCount(key) !== count) return false;
  return true;
}

/** Terms in planning order (meaningful first, then generic title words) and their single words. */
export function searchWords(typed: SearchTerm[]) {
  const { specific, generic } = splitGeneric(typed);
  const terms = [...specific, ...generic];
  // Name, title and city words are single words; multi-word terms are skill phrases.
  const words = terms.map((t) => (t.text.includes(' ') ? '' : t.text));
  return { specific, terms, words };
}

/** Expands the typed words against the in-memory catalog (no statement). */
export function planSearch(catalog: WordCatalog, typed: SearchTerm[]): SearchPlan {
  const { specific, terms, words } = searchWords(typed);
  const skillCandidates = catalog.skillCandidates(terms);
  const tokens = catalog.tokenCandidates(words);
  const skills = expandTerms(terms, skillCandidates);
  const result = planTerms(terms, skills, tokens);
  for (const c of skillCandidates) result.keyCounts.set(`s:${c.skillKey}`, c.talentCount);
  return {
    ...result,
    terms: result.terms.slice(0, specific.length).filter((t) => t.keys.length > 0),
    bonus: result.terms
      .slice(specific.length)
      .filter((t) => t.keys.length > 0)
      .map((t) => t.keys),
  };
}
