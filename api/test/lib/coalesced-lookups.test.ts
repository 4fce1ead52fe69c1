import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { coalescedLookups, coalescedRead } from '../../src/lib/coalesced-lookups.js';

/** A batch lookup whose statements the test ends by hand, recording what each was asked. */
function manualBatches(maxInFlight = 1) {
  const batches: Array<{
    keys: string[];
    answer: (found: Record<string, number>) => void;
    fail: (error: Error) => void;
  }> = [];
  const run = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      batches.push({
        keys,
        answer: (found) => resolve(new Map(Object.entries(found))),
        fail: reject,
      });
    });
  return { batches, lookUp: coalescedLookups(run, maxInFlight) };
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('coalescedLookups', () => {
  it('sends a lookup at once when none is out', async () => {
    const { batches, lookUp } = manualBatches();
    const answer = lookUp('a');
    assert.deepEqual(
      batches.map((b) => b.keys),
      [['a']],
    );
    batches[0]!.answer({ a: 1 });
    assert.equal(await answer, 1);
  });

  it('never answers a key from a batch begun before it was asked', async () => {
    const { batches, lookUp } = manualBatches();
    const first = lookUp('a');
    // Asked while the first batch is out: the same key again, and others.
    const again = lookUp('a');
    const other = lookUp('b');
    const twice = lookUp('b');
    assert.equal(batches.length, 1);
    let againDone = false;
    void again.then(() => (againDone = true));

    batches[0]!.answer({ a: 1, b: 99 });
    assert.equal(await first, 1);
    await settled();
    assert.equal(againDone, false, 'the second ask of a waits for a batch of its own');
    assert.deepEqual(
      batches.map((b) => b.keys),
      [['a'], ['a', 'b']],
    );

    // What changed in between is seen: the later batch answers its own values.
    batches[1]!.answer({ a: 2, b: 3 });
    assert.deepEqual(await Promise.all([again, other, twice]), [2, 3, 3]);
  });

  it('sends up to maxInFlight batches at once, then gathers the rest', async () => {
    const { batches, lookUp } = manualBatches(2);
    const answers = ['a', 'b', 'c', 'd'].map((key) => lookUp(key));
    assert.deepEqual(
      batches.map((b) => b.keys),
      [['a'], ['b']],
    );
    batches[1]!.answer({ b: 2 });
    await settled();
    assert.deepEqual(
      batches.map((b) => b.keys),
      [['a'], ['b'], ['c', 'd']],
    );
    batches[0]!.answer({ a: 1 });
    batches[2]!.answer({ c: 3, d: 4 });
    assert.deepEqual(await Promise.all(answers), [1, 2, 3, 4]);
  });

  it('answers null for a key the batch did not find', async () => {
    const { batches, lookUp } = manualBatches();
    const missing = lookUp('gone');
    batches[0]!.answer({});
    assert.equal(await missing, null);
  });

  it('rejects every waiter of a failed batch and goes on with the next', async () => {
    const { batches, lookUp } = manualBatches();
    const first = lookUp('a');
    const waiting = lookUp('b');
    batches[0]!.fail(new Error('connection lost'));
    await assert.rejects(first, /connection lost/);
    await settled();
    assert.deepEqual(batches[1]!.keys, ['b']);
    batches[1]!.fail(new Error('still down'));
    await assert.rejects(waiting, /still down/);

    const later = lookUp('a');
    batches[2]!.answer({ a: 5 });
    assert.equal(await later, 5);
  });

  it('rejects the waiters when the lookup throws before its statement', async () => {
    const lookUp = coalescedLookups<string, number>(() => {
      throw new Error('bad keys');
    });
    await assert.rejects(lookUp('a'), /bad keys/);
  });
});

describe('coalescedRead', () => {
  it('shares the next read among those asked while one is out', async () => {
    const reads: Array<(value: number) => void> = [];
    const read = coalescedRead(() => new Promise<number>((resolve) => reads.push(resolve)), 1);
    const first = read();
    const second = read();
    const third = read();
    assert.equal(reads.length, 1);
    reads[0]!(1);
    assert.equal(await first, 1);
    await settled();
    assert.equal(reads.length, 2);
    reads[1]!(2);
    assert.deepEqual(await Promise.all([second, third]), [2, 2]);
  });
});
