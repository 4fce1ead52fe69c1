// A comma-separated skill query ("Java, React") is edited term by term: suggestions complete
// the term being typed, which is always the last one.

/** Terms of a comma-separated query, trimmed, blanks dropped. */
export function splitTerms(value: string): string[] {
  return value
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

/** The term being typed: the text after the last comma. */
export function currentTerm(value: string): string {
  const parts = value.split(',');
  return (parts[parts.length - 1] ?? '').trim();
}

/** Replaces the term being typed with `skill`, keeping the earlier terms as typed. */
export function replaceCurrentTerm(value: string, skill: string): string {
  const parts = value.split(',');
  const earlier = parts
    .slice(0, -1)
    .map((term) => term.trim())
    .filter(Boolean);
  return [...earlier, skill].join(', ');
}
