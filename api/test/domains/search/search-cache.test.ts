import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchCache } from '../../../src/domains/search/search-cache.js';

interface Entry {
  generation: string;
  size: number;
}

test('least recently used entries go first when the cache is full', () => {
  const cache = new SearchCache<Entry>({ maxEntries: 2 });
  cache.set('a', { generation: '1', size: 1 });
  cache.set('b', { generation: '1', size: 1 });
  assert.ok(cache.get('a'));
  cache.set('c', { generation: '1', size: 1 });
  assert.ok(cache.get('a'));
  assert.equal(cache.get('b'), undefined);
  assert.ok(cache.get('c'));
});

test('the total weight is bounded and oversized entries are not kept', () => {
  const cache = new SearchCache<Entry>({ maxEntries: 10, weigh: (e) => e.size, maxWeight: 100 });
  cache.set('a', { generation: '1', size: 60 });
  cache.set('b', { generation: '1', size: 30 });
  cache.set('c', { generation: '1', size: 30 });
  assert.equal(cache.get('a'), undefined, 'evicted to stay within 100');
  assert.equal(cache.size, 2);
  cache.set('huge', { generation: '1', size: 101 });
  assert.equal(cache.get('huge'), undefined);
  cache.set('b', { generation: '2', size: 10 });
  assert.equal(cache.get('b')?.generation, '2', 'replacing an entry frees its old weight');
});

test('concurrent misses for one key compute once', async () => {
  const cache = new SearchCache<Entry>();
  let runs = 0;
  const compute = async () => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { generation: '7', size: 1 };
  };
  const results = await Promise.all(Array.from({ length: 5 }, () => cache.compute('k', compute)));
  assert.equal(runs, 1);
  assert.ok(results.every((r) => r.generation === '7'));
  assert.equal(cache.get('k')?.generation, '7');
});

test('entries older than the backstop age are dropped', async () => {
  const cache = new SearchCache<Entry>({ maxAgeMs: 10 });
  cache.set('a', { generation: '1', size: 1 });
  await new Promise((resolve) => setTimeout(resolve, 25));
  assert.equal(cache.get('a'), undefined);
});
