import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseSearch,
  rememberedParseSearch,
} from '../../../../src/domains/search/terms/parse-search.js';

// The search module parses each text once while it stays among the last texts seen: the same
// terms as parseSearch, the very same array for a repeated text, and a bounded memory.
describe('rememberedParseSearch', () => {
  const texts = [
    'reactjs, nodjs',
    'front end developer jakarta',
    'ruby on rails, js, javascript',
    'budi santoso',
    '',
    `${'a'.repeat(199)} b, react`,
  ];

  test('answers what parseSearch answers, the same array when asked again', () => {
    const parse = rememberedParseSearch(16);
    for (const text of texts) {
      const first = parse(text);
      assert.deepEqual(first, parseSearch(text), text);
      if (first.length > 0) assert.equal(parse(text), first, text);
    }
    assert.deepEqual(parse(undefined), []);
  });

  test('texts that differ only past what parseSearch reads share their terms', () => {
    const parse = rememberedParseSearch(16);
    const head = `${'x'.repeat(195)} rea`;
    const one = parse(`${head}ct, vue`);
    assert.deepEqual(one, parseSearch(`${head}ct, vue`));
    assert.equal(parse(`${head}ct, angular`), one);
  });

  test('keeps at most its number of texts, the oldest leaving first', () => {
    const parse = rememberedParseSearch(2);
    const react = parse('react');
    parse('vue');
    assert.equal(parse('react'), react);
    parse('svelte');
    const again = parse('react');
    assert.notEqual(again, react, 'recomputed: the oldest text left when a third came');
    assert.deepEqual(again, react);
  });
});
