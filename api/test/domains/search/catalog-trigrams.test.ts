// A reloaded word catalog takes the trigrams of the words it shares with the catalog it replaces
// (they depend on the text alone) and answers exactly what a catalog built from scratch answers.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { WordCatalog } from '../../../src/domains/search/word-catalog.js';
import { parseSearch } from '../../../src/domains/search/terms/parse-search.js';

type Skills = ConstructorParameters<typeof WordCatalog>[3];
type Tokens = ConstructorParameters<typeof WordCatalog>[4];
type Variants = ConstructorParameters<typeof WordCatalog>[5];

const variants: Variants = [['c', 'jogja', 'yogyakarta']];
const before = {
  skills: [
    ['java', 'Java', 30],
    ['javascript', 'JavaScript', 50],
    ['react', 'React', 40],
    ['react native', 'React Native', 9],
  ] as Skills,
  tokens: [
    ['n', 'budi', 12],
    ['n', 'rizky', 4],
    ['t', 'frontend', 20],
    ['c', 'yogyakarta', 7],
    ['c', 'jakarta', 25],
  ] as Tokens,
};
// Counts moved, a skill and a word gone, new ones arrived (one a skill key also typed as a word).
const after = {
  skills: [
    ['java', 'Java', 31],
    ['javascript', 'JavaScript', 49],
    ['react native', 'React Native', 10],
    ['rust', 'Rust', 1],
  ] as Skills,
  tokens: [
    ['n', 'budi', 12],
    ['n', 'rizki', 1],
    ['t', 'frontend', 21],
    ['t', 'rust', 2],
    ['c', 'yogyakarta', 7],
    ['c', 'jakarta', 26],
  ] as Tokens,
};
const TYPED = ['java, reac', 'javscript', 'rizky budi', 'front end jogja', 'jakrta, rust', 'nativ'];

const build = (rows: typeof before, previous?: WordCatalog) =>
  new WordCatalog('2', '9', 1_000, rows.skills, rows.tokens, variants, 0, previous);

describe('a catalog built from the one it replaces', () => {
  const older = build(before);
  const reloaded = build(after, older);
  const fresh = build(after);

  test('answers what a catalog built from scratch answers', () => {
    for (const typed of TYPED) {
      const terms = parseSearch(typed);
      const words = terms.map((t) => (t.text.includes(' ') ? '' : t.text));
      assert.deepEqual(reloaded.skillCandidates(terms), fresh.skillCandidates(terms), typed);
      assert.deepEqual(reloaded.tokenCandidates(words), fresh.tokenCandidates(words), typed);
      assert.deepEqual(
        reloaded.anyCandidate(terms, words),
        fresh.anyCandidate(terms, words),
        typed,
      );
    }
    assert.deepEqual(reloaded.wordChangesSince(older), fresh.wordChangesSince(older));
  });

  test('shares the trigrams of the words both hold, and works out the new ones', () => {
    for (const word of ['java', 'react native', 'budi', 'frontend', 'jakarta'])
      assert.equal(reloaded.trigramsOf(word), older.trigramsOf(word), word);
    for (const word of ['rust', 'rizki']) {
      assert.equal(older.trigramsOf(word), undefined);
      assert.deepEqual(reloaded.trigramsOf(word), fresh.trigramsOf(word), word);
    }
    assert.equal(reloaded.trigramsOf('react'), undefined, 'a word gone is gone');
    assert.notEqual(fresh.trigramsOf('java'), older.trigramsOf('java'));
  });
});
