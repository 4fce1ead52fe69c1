// Non-canonical spellings of an id, for the id and fuzz tests.
/** Spellings of the id `n` that are not its canonical form (path-encoded where needed). */
export function otherSpellings(n: number): string[] {
  return [
    `0${n}`,
    `00${n}`,
    `${n}.0`,
    `+${n}`,
    `${n}e0`,
    `%20${n}`,
    `${n}%20`,
    `0x${n.toString(16)}`,
    `${n}%00`,
    'Infinity',
    '-Infinity',
    '1e400',
    'NaN',
    `-${n}`,
    '0',
    '2147483648',
    '99999999999999999999',
    `${n}abc`,
  ];
}
