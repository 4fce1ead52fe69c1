// One API sentence in the language a request asks for. The API writes English (the spec's
// texts); Indonesian comes from the sentence list, else from a sentence shape with its values.
// A sentence with no translation stays English rather than failing the answer.
import type { Language } from '../request-language.js';
import { INDONESIAN_LABELS, INDONESIAN_SENTENCES } from './indonesian-messages.js';
import { INDONESIAN_PATTERNS } from './indonesian-patterns.js';

function labelInIndonesian(label: string): string {
  return INDONESIAN_LABELS[label] ?? label;
}

export function toIndonesian(english: string): string {
  const whole = INDONESIAN_SENTENCES[english];
  if (whole !== undefined) return whole;
  for (const pattern of INDONESIAN_PATTERNS) {
    const found = pattern.english.exec(english);
    if (!found?.groups) continue;
    const parts: Record<string, string> = { ...found.groups };
    if (parts.label !== undefined) parts.label = labelInIndonesian(parts.label);
    if (parts.sentence !== undefined) parts.sentence = toIndonesian(parts.sentence);
    return pattern.indonesian(parts);
  }
  return english;
}

/** The sentence for a request's language; null (no language asked) keeps the English. */
export function translateMessage(english: string, language: Language | null): string {
  return language === 'id' ? toIndonesian(english) : english;
}
