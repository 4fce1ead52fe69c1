import type { SearchTerm } from './parse-search.js';
import { allowedTypos, typoDistance } from './typo-distance.js';
import { MAX_FUZZY_PER_TERM, MAX_PARTIAL_PER_TERM } from '../tuning.js';

/** A known skill the catalog offered for a term (see skills-repository `catalogCandidates`). */
export interface CatalogCandidate {
  termIndex: number;
  skillKey: string;
  skillName: string;
  talentCount: number;
  /** pg_trgm similarity between the term and the key, 0..1. */
  similarity: number;
}

export type MatchKind = 'exact' | 'word' | 'prefix' | 'infix' | 'fuzzy';

/** A stored skill key that counts as a hit for one term, with how good a hit it is. */
export interface SkillExpansion {
  termIndex: number;
  skillKey: string;
  skillName: string;
  kind: MatchKind;
  weight: number;
}

/** Relevance weights: an exact skill beats a title/name/city hit (0.9 in SQL), which beats partial and fuzzy skill hits. */
const WEIGHT: Record<Exclude<MatchKind, 'fuzzy'>, number> = {
  exact: 1,
  word: 0.85,
  prefix: 0.8,
  infix: 0.6,
};

function words(key: string): string[] {
  return key.split(/[^a-z0-9#+]+/).filter(Boolean);
}

function classify(
  term: SearchTerm,
  candidate: CatalogCandidate,
): { kind: MatchKind; weight: number } | null {
  const key = candidate.skillKey;
  if (key === term.text || key === term.canonical) return { kind: 'exact', weight: WEIGHT.exact };
  // Partial matching works on the canonical spelling, so "reactjs" also finds "react native".
  const text = term.canonical ?? term.text;
  const keyWords = words(key);
  const termWords = words(text);
  const joined = keyWords.join(' ');
  const phrase = termWords.join(' ');
  // As typed too: "spring" (an alias of Spring Boot) also names Spring MVC and Spring Cloud.
  const typedPhrase = words(term.text).join(' ');
  for (const p of [phrase, typedPhrase]) {
    if (p.length >= 2 && ` ${joined} `.includes(` ${p} `))
      return { kind: 'word', weight: WEIGHT.word };
  }
  if (text.length >= 2 && (key.startsWith(text) || ` ${joined}`.includes(` ${phrase}`))) {
    return { kind: 'prefix', weight: WEIGHT.prefix };
  }
  if (text.length >= 4 && key.includes(text)) return { kind: 'infix', weight: WEIGHT.infix };
  const typed = term.text;
  // One or two typos away from a known spelling ("nodjs" ~ "nodejs" → Node.js).
  if (key === term.guess) return { kind: 'fuzzy', weight: 0.45 };
  const typos = allowedTypos(typed.length);
  if (typos === 0) return null;
  // Against the whole name and each of its words: "lerning" is one typo from "machine learning".
  let distance = typoDistance(typed, key);
  let against = key;
  for (const word of keyWords) {
    const d = typoDistance(typed, word);
    if (d < distance) [distance, against] = [d, word];
  }
  if (distance <= typos || candidate.similarity >= 0.5) {
    // Fewer typos and more shared trigrams rank higher; stays below every non-fuzzy kind.
    const closeness = Math.max(
      1 - distance / Math.max(typed.length, against.length),
      candidate.similarity,
    );
    return { kind: 'fuzzy', weight: 0.5 * closeness };
  }
  return null;
}

function byStrength(
  a: SkillExpansion & { talentCount: number },
  b: SkillExpansion & { talentCount: number },
): number {
  return (
    b.weight - a.weight || b.talentCount - a.talentCount || a.skillKey.localeCompare(b.skillKey)
  );
}

/**
 * Picks, per term, which catalog skills count as hits:
 * an exact (alias-aware) hit keeps only exact and whole-word hits ("react" → React, React Native,
 * not "reactivity"); otherwise partial hits ("reac", "script"); only when neither exists the
 * closest typo matches ("recat" → React). So a term never silently matches nothing when
 * something close exists, and precise terms are not diluted by fuzzy noise.
 */
export function expandTerms(
  terms: readonly SearchTerm[],
  candidates: readonly CatalogCandidate[],
): SkillExpansion[] {
  const out: SkillExpansion[] = [];
  terms.forEach((term, termIndex) => {
    const hits = candidates
      .filter((c) => c.termIndex === termIndex)
      .map((c) => {
        const match = classify(term, c);
        return (
          match && {
            termIndex,
            skillKey: c.skillKey,
            skillName: c.skillName,
            talentCount: c.talentCount,
            ...match,
          }
        );
      })
      .filter((h): h is SkillExpansion & { talentCount: number } => h !== null)
      .sort(byStrength);
    const has = (kind: MatchKind) => hits.some((h) => h.kind === kind);
    let chosen: typeof hits;
    if (has('exact')) chosen = hits.filter((h) => h.kind === 'exact' || h.kind === 'word');
    else if (hits.some((h) => h.kind !== 'fuzzy')) chosen = hits.filter((h) => h.kind !== 'fuzzy');
    else chosen = hits.slice(0, MAX_FUZZY_PER_TERM);
    for (const { talentCount: _count, ...hit } of chosen.slice(0, MAX_PARTIAL_PER_TERM))
      out.push(hit);
  });
  return out;
}
