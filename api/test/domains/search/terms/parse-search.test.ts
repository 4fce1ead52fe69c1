import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_SEARCH_TERMS,
  parseSearch,
} from '../../../../src/domains/search/terms/parse-search.js';

test('empty or blank search gives no terms', () => {
  assert.deepEqual(parseSearch(undefined), []);
  assert.deepEqual(parseSearch(''), []);
  assert.deepEqual(parseSearch(' , ;  '), []);
});

test('comma separated skills become terms with canonical names', () => {
  assert.deepEqual(parseSearch('ReactJS, node'), [
    { text: 'reactjs', canonical: 'react', guess: null },
    { text: 'node', canonical: 'node.js', guess: null },
  ]);
});

test('a misspelt known skill carries its closest guess', () => {
  assert.deepEqual(parseSearch('nodjs, pyhton, budi'), [
    { text: 'nodjs', canonical: null, guess: 'node.js' },
    { text: 'pyhton', canonical: null, guess: 'python' },
    { text: 'budi', canonical: null, guess: null },
  ]);
});

test('words become terms but known multi-word skills stay whole', () => {
  assert.deepEqual(
    parseSearch('react native jakarta').map((t) => t.text),
    ['react native', 'jakarta'],
  );
  assert.deepEqual(
    parseSearch('Budi  Santoso').map((t) => t.text),
    ['budi', 'santoso'],
  );
  assert.deepEqual(
    parseSearch('ruby on rails developer').map((t) => t.text),
    ['ruby on rails', 'developer'],
  );
});

test('aliases of one skill count once', () => {
  assert.deepEqual(
    parseSearch('js, JavaScript, JS').map((t) => t.text),
    ['js'],
  );
});

test('the number of terms is bounded and metacharacters are kept as plain text', () => {
  assert.equal(parseSearch('a b c d e f g h i j').length, MAX_SEARCH_TERMS);
  assert.deepEqual(
    parseSearch("' OR 1=1 --").map((t) => t.text),
    ['or', '1=1'],
  );
  assert.deepEqual(
    parseSearch('%_\\ a%b').map((t) => t.text),
    ['a%b'],
  );
  assert.deepEqual(parseSearch('%_\\'), []);
});
