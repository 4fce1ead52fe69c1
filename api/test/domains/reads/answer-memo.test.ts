import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AnswerMemo } from '../../../src/domains/reads/answer-memo.js';

const bytes = (text: string) => Buffer.from(text);

test('an answer is used only under the stamp it was made under', () => {
  const memo = new AnswerMemo();
  memo.set('list', 'c1', bytes('old'));
  assert.equal(memo.get('list', 'c1')?.toString(), 'old');
  assert.equal(memo.get('list', 'c2'), undefined);
  // Once a newer stamp was asked for, the old answer is gone for good.
  assert.equal(memo.get('list', 'c1'), undefined);
  assert.equal(memo.size, 0);
});

test('the least recently used answers go first past the count or the byte budget', () => {
  const memo = new AnswerMemo({ maxEntries: 2, maxBytes: 10 });
  memo.set('a', 's', bytes('aaa'));
  memo.set('b', 's', bytes('bbb'));
  memo.get('a', 's');
  memo.set('c', 's', bytes('ccc'));
  assert.equal(memo.get('b', 's'), undefined, 'b was the least recently used');
  assert.equal(memo.get('a', 's')?.toString(), 'aaa');
  memo.set('d', 's', bytes('dddddddd'));
  assert.deepEqual(
    ['a', 'c', 'd'].map((key) => memo.get(key, 's')?.toString()),
    [undefined, undefined, 'dddddddd'],
  );
  memo.set('huge', 's', bytes('x'.repeat(11)));
  assert.equal(memo.get('huge', 's'), undefined, 'bigger than the whole budget: not kept');
});
