/** "Louis Tomlinson" → "LT", "harry" → "H", "" → "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toUpperCase();
}

// Backgrounds for white initials; each is at least 4.5:1 against white (WCAG AA).
const AVATAR_COLORS = [
  '#5E50A1',
  '#1E7B3A',
  '#B3261E',
  '#1F5F99',
  '#7A4A00',
  '#8A2C70',
  '#2E5E5A',
  '#4A4F57',
];

/** A stable colour per name, so the same person always gets the same avatar. */
export function colorForName(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? '#5E50A1';
}
