// After a catalog reload that changed counts only (same catalog generation), a search plan of
// the previous catalog is taken over when every count it read is unchanged (planHolds), instead
// of expanding the words again: under 20 writes a second the catalog reloads every second.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { planHolds } from '../../../src/domains/search/talent-search.js';
import { WordCatalog } from '../../../src/domains/search/word-catalog.js';

const catalog = (counts: { react: number; vue: number; jakarta: number; budi: number }) =>
  new WordCatalog(
    '7',
    '100',
    1_000,
    [
      ['react', 'React', counts.react],
      ['vue', 'Vue', counts.vue],
    ],
    [
      ['c', 'jakarta', counts.jakarta],
      ['n', 'budi', counts.budi],
    ],
    [],
  );

describe('planHolds', () => {
  // A plan that read React and Jakarta (a search "react jakarta").
  const plan = {
    keyCounts: new Map([
      ['s:react', 40],
      ['c:jakarta', 12],
    ]),
  };

  test('holds when every count the plan read is unchanged, whatever other counts did', () => {
    assert.equal(planHolds(plan, catalog({ react: 40, vue: 9, jakarta: 12, budi: 3 })), true);
    assert.equal(planHolds(plan, catalog({ react: 40, vue: 10, jakarta: 12, budi: 4 })), true);
  });

  test('does not hold when a count it read moved (a skill or a city word)', () => {
    assert.equal(planHolds(plan, catalog({ react: 41, vue: 9, jakarta: 12, budi: 3 })), false);
    assert.equal(planHolds(plan, catalog({ react: 40, vue: 9, jakarta: 11, budi: 3 })), false);
  });

  test('does not hold when a word it read is unknown to the catalog', () => {
    const other = { keyCounts: new Map([['t:zymurgist', 1]]) };
    assert.equal(planHolds(other, catalog({ react: 40, vue: 9, jakarta: 12, budi: 3 })), false);
  });
});

describe('WordCatalog.wordChangesSince', () => {
  const words = (
    skills: Array<[string, string, number]>,
    tokens: Array<['n' | 't' | 'c', string, number]>,
    variants: Array<[string, string, string]> = [['c', 'jogja', 'yogyakarta']],
  ) => new WordCatalog('1', '1', 100, skills, tokens, variants);
  const older = words(
    [
      ['react', 'React', 3],
      ['vue', 'Vue', 2],
    ],
    [['c', 'jakarta', 4]],
  );

  test('none when only counts moved', () => {
    const now = words(
      [
        ['react', 'React', 9],
        ['vue', 'Vue', 1],
      ],
      [['c', 'jakarta', 5]],
    );
    assert.deepEqual(now.wordChangesSince(older), []);
  });

  test('words that appeared, went or were renamed, as search_word_changes spells them', () => {
    const now = words(
      [
        ['react', 'React.js', 3],
        ['rust', 'Rust', 1],
      ],
      [
        ['c', 'jakarta', 4],
        ['c', 'wonosobo', 1],
      ],
    );
    assert.deepEqual(
      now.wordChangesSince(older)?.sort(),
      [
        ['c', 'wonosobo'],
        ['s', 'react'],
        ['s', 'rust'],
        ['s', 'vue'],
      ].sort(),
    );
  });

  test('unknown (null) when a variant changed', () => {
    const now = words(
      [
        ['react', 'React', 3],
        ['vue', 'Vue', 2],
      ],
      [['c', 'jakarta', 4]],
      [['c', 'solo', 'surakarta']],
    );
    assert.equal(now.wordChangesSince(older), null);
  });
});
