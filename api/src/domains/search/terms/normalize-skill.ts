import { SKILL_ALIASES } from './skill-aliases.js';
import { allowedTypos, typoDistance } from './typo-distance.js';

/** Longest skill name we store or search for. */
export const SKILL_NAME_MAX = 50;

/** Trims and collapses inner whitespace: what we store when a skill is not in the alias list. */
export function tidySkill(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/**
 * Key under which spellings of one skill meet: lower case without spaces, dots,
 * dashes and underscores. "React JS", "react.js" and "ReactJS" all give "reactjs".
 */
export function aliasKey(raw: string): string {
  return raw.toLowerCase().replace(/[\s._-]+/g, '');
}

/**
 * Key that makes two stored names "the same skill" in the database
 * (matches `lower(skill_name)` in SQL, so the unique index and lookups agree).
 */
export function storageKey(name: string): string {
  return tidySkill(name).toLowerCase();
}

function buildAliasIndex(): Map<string, string> {
  const index = new Map<string, string>();
  for (const [canonical, aliases] of Object.entries(SKILL_ALIASES)) {
    for (const spelling of [canonical, ...aliases]) {
      const key = aliasKey(spelling);
      const taken = index.get(key);
      // Two canonical names claiming one spelling would make search ambiguous.
      if (taken !== undefined && taken !== canonical) {
        throw new Error(`Skill alias "${spelling}" maps to both ${taken} and ${canonical}`);
      }
      index.set(key, canonical);
    }
  }
  return index;
}

const ALIAS_INDEX = buildAliasIndex();

/** Every canonical skill name in the alias list. */
export const CANONICAL_SKILLS: readonly string[] = Object.keys(SKILL_ALIASES);

/** "Laravel 8", "Python 3.11", "Angular v15": a known skill followed by a version number. */
const VERSIONED = /^(.+?)[\s-]*v?\d+(?:\.\d+)*(?:\.x)?$/i;

/**
 * The canonical name when the spelling is a known alias, otherwise undefined.
 * A version after a known skill counts as the skill ("Laravel 8" -> Laravel).
 */
export function knownSkill(raw: string): string | undefined {
  const tidy = tidySkill(raw);
  const direct = ALIAS_INDEX.get(aliasKey(tidy));
  if (direct !== undefined) return direct;
  const base = VERSIONED.exec(tidy)?.[1];
  return base ? ALIAS_INDEX.get(aliasKey(base)) : undefined;
}

/**
 * Canonical name for a typed skill: known aliases map to their canonical name
 * ("reactjs" → "React"), anything else keeps the user's capitalization, tidied.
 * The database layer then lets the first writer's capitalization win for unknown skills.
 */
export function normalizeSkill(raw: string): string {
  const tidy = tidySkill(raw);
  return knownSkill(tidy) ?? tidy;
}

const MAX_GUESSES = 1000;
const GUESSES = new Map<string, string | undefined>();

/**
 * The known skill a misspelt term most likely means ("nodjs" → "Node.js" through the alias
 * "nodejs", "pyhton" → "Python"), or undefined when no spelling is close enough or two
 * different skills are equally close.
 */
export function closestKnownSkill(raw: string): string | undefined {
  const key = aliasKey(tidySkill(raw));
  if (GUESSES.has(key)) return GUESSES.get(key);
  const guess = closestSpelling(key);
  // Searches repeat; remember a bounded number of answers (oldest forgotten first).
  if (GUESSES.size >= MAX_GUESSES) GUESSES.delete(GUESSES.keys().next().value as string);
  GUESSES.set(key, guess);
  return guess;
}

function closestSpelling(key: string): string | undefined {
  const typos = allowedTypos(key.length);
  if (typos === 0 || ALIAS_INDEX.has(key)) return undefined;
  let best: string | undefined;
  let bestDistance = typos + 1;
  let tie = false;
  for (const [spelling, canonical] of ALIAS_INDEX) {
    if (Math.abs(spelling.length - key.length) > typos) continue;
    const distance = typoDistance(key, spelling);
    if (distance < bestDistance) [best, bestDistance, tie] = [canonical, distance, false];
    else if (distance === bestDistance && canonical !== best) tie = true;
  }
  return tie ? undefined : best;
}
