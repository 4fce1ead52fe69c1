import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  expandTerms,
  type CatalogCandidate,
} from '../../../../src/domains/search/terms/expand-terms.js';
import { parseSearch } from '../../../../src/domains/search/terms/parse-search.js';
import { typoDistance, typoVariants } from '../../../../src/domains/search/terms/typo-distance.js';

const catalog: Array<[string, number]> = [
  ['react', 900],
  ['react native', 300],
  ['java', 500],
  ['javascript', 1000],
  ['typescript', 700],
  ['python', 600],
  ['node.js', 800],
  ['reactivity', 2],
  ['go', 200],
  ['google cloud', 90],
];

/** Offers every catalog entry for every term, as the SQL net would at worst. */
function candidates(termCount: number): CatalogCandidate[] {
  const out: CatalogCandidate[] = [];
  for (let termIndex = 0; termIndex < termCount; termIndex += 1) {
    for (const [skillKey, talentCount] of catalog) {
      out.push({ termIndex, skillKey, skillName: skillKey, talentCount, similarity: 0 });
    }
  }
  return out;
}

function keysFor(search: string): string[][] {
  const terms = parseSearch(search);
  const hits = expandTerms(terms, candidates(terms.length));
  return terms.map((_, i) => hits.filter((h) => h.termIndex === i).map((h) => h.skillKey));
}

test('an exact hit keeps exact and whole-word skills only', () => {
  assert.deepEqual(keysFor('react'), [['react', 'react native']]);
  assert.deepEqual(keysFor('java'), [['java']]);
  assert.deepEqual(keysFor('go'), [['go']]);
});

test('aliases resolve before matching', () => {
  assert.deepEqual(keysFor('reactjs, nodejs'), [['react', 'react native'], ['node.js']]);
});

test('partial words match by prefix and inside words', () => {
  assert.deepEqual(keysFor('reac'), [['react', 'react native', 'reactivity']]);
  assert.deepEqual(keysFor('script'), [['javascript', 'typescript']]);
  assert.deepEqual(keysFor('native'), [['react native']]);
});

test('typos fall back to the closest skills', () => {
  assert.deepEqual(keysFor('recat')[0]?.[0], 'react');
  assert.deepEqual(keysFor('pyhton')[0]?.[0], 'python');
  assert.deepEqual(keysFor('javascirpt')[0]?.[0], 'javascript');
  assert.deepEqual(keysFor('zzzzqqq'), [[]]);
});

test('a typo of a known alias finds the canonical skill', () => {
  assert.equal(keysFor('nodjs')[0]?.[0], 'node.js');
  assert.equal(keysFor('typscript')[0]?.[0], 'typescript');
});

test('fuzzy hits weigh less than partial and exact hits', () => {
  const terms = parseSearch('recat, react');
  const hits = expandTerms(terms, candidates(2));
  const fuzzy = hits.find((h) => h.termIndex === 0 && h.skillKey === 'react');
  const exact = hits.find((h) => h.termIndex === 1 && h.skillKey === 'react');
  assert.equal(fuzzy?.kind, 'fuzzy');
  assert.equal(exact?.kind, 'exact');
  assert.ok((fuzzy?.weight ?? 1) < (exact?.weight ?? 0));
});

test('typo distance counts neighbour swaps as one edit', () => {
  assert.equal(typoDistance('recat', 'react'), 1);
  assert.equal(typoDistance('reactt', 'react'), 1);
  assert.equal(typoDistance('pyhton', 'python'), 1);
  assert.equal(typoDistance('kitten', 'sitting'), 3);
  assert.ok(typoVariants('recat').includes('react'));
  assert.deepEqual(typoVariants('go'), []);
});

test('a typo in one word of a multi-word skill still matches it', () => {
  const terms = parseSearch('lerning');
  const hits = expandTerms(terms, [
    {
      termIndex: 0,
      skillKey: 'machine learning',
      skillName: 'Machine Learning',
      talentCount: 5,
      similarity: 0.3,
    },
    { termIndex: 0, skillKey: 'linux', skillName: 'Linux', talentCount: 50, similarity: 0.1 },
  ]);
  assert.deepEqual(
    hits.map((h) => [h.skillKey, h.kind]),
    [['machine learning', 'fuzzy']],
  );
});

test('typo variants never split a character made of two UTF-16 units', () => {
  for (const variant of typoVariants('\u{1D54F}\u{1F600}\u202e\uFEFF'))
    assert.doesNotMatch(
      variant,
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
});
