// The behaviour every CounterStore must have, as a reusable suite: the in-memory store runs it
// with a fake clock (test/lib/counter-store.test.ts); a shared store (Redis) runs the same
// suite with `advance` sleeping for real.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CounterStore } from '../../src/lib/counter-store.js';

export interface ContractSubject {
  store: CounterStore;
  /** Lets `ms` pass for the store (fake clock, or a real sleep). */
  advance(ms: number): Promise<void>;
  /** Called after each test. */
  dispose?(): Promise<void>;
}

/** Time unit of the suite: windows are a few units long (small for a real-time store). */
export function counterStoreContract(
  name: string,
  open: () => Promise<ContractSubject>,
  unitMs = 1000,
): void {
  const u = unitMs;
  const key = (label: string) => `contract:${label}:${Math.random().toString(36).slice(2)}`;

  async function withSubject(fn: (s: ContractSubject) => Promise<void>) {
    const subject = await open();
    try {
      await fn(subject);
    } finally {
      await subject.dispose?.();
    }
  }

  describe(`${name}: CounterStore contract`, () => {
    it('increment counts up and fades only after a quiet period', () =>
      withSubject(async ({ store, advance }) => {
        const k = key('inc');
        assert.equal(await store.get(k), 0);
        assert.equal(await store.increment(k, 4 * u), 1);
        await advance(3 * u);
        assert.equal(await store.increment(k, 4 * u), 2, 'still counting inside the ttl');
        await advance(3 * u);
        assert.equal(await store.get(k), 2, 'the second increment restarted the ttl');
        await advance(2 * u);
        assert.equal(await store.get(k), 0, 'gone after ttl without increments');
        assert.equal(await store.increment(k, 4 * u), 1);
      }));

    it('hit counts in a fixed window that later hits do not extend', () =>
      withSubject(async ({ store, advance }) => {
        const k = key('hit');
        assert.deepEqual(await store.hit(k, 4 * u), { count: 1, resetInMs: 4 * u });
        await advance(3 * u);
        const second = await store.hit(k, 4 * u);
        assert.equal(second.count, 2);
        assert.ok(second.resetInMs > 0 && second.resetInMs <= u, `resetInMs ${second.resetInMs}`);
        await advance(u);
        assert.equal((await store.hit(k, 4 * u)).count, 1, 'a new window');
      }));

    it('block marks a key for a while; delete clears counts and blocks', () =>
      withSubject(async ({ store, advance }) => {
        const blocked = key('block');
        const counted = key('count');
        assert.equal(await store.blockedFor(blocked), 0);
        await store.block(blocked, 3 * u);
        const left = await store.blockedFor(blocked);
        assert.ok(left > 2 * u && left <= 3 * u, `left ${left}`);
        await store.block(blocked, 5 * u);
        assert.ok((await store.blockedFor(blocked)) > 4 * u, 'a new block replaces the old');
        await store.increment(counted, 10 * u);
        await store.delete(blocked, counted, key('absent'));
        assert.equal(await store.blockedFor(blocked), 0);
        assert.equal(await store.get(counted), 0);
        await store.block(blocked, u);
        await advance(u);
        assert.equal(await store.blockedFor(blocked), 0, 'a block ends by itself');
      }));

    it('keys are independent', () =>
      withSubject(async ({ store }) => {
        const a = key('a');
        const b = key('b');
        await store.increment(a, 10 * u);
        await store.increment(a, 10 * u);
        assert.equal(await store.get(a), 2);
        assert.equal(await store.get(b), 0);
        assert.equal(await store.blockedFor(a.replace(':a:', ':b:')), 0);
      }));
  });
}
