import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryCounterStore } from '../../src/lib/counter-store.js';
import { createGuessThrottle, throttleAddress } from '../../src/lib/guess-throttle.js';

const SECOND = 1000;

function subject(scope: 'account+ip' | 'account' = 'account+ip') {
  let clock = 5_000_000;
  const store = createMemoryCounterStore(() => clock);
  const throttle = createGuessThrottle(store, {
    name: 't',
    freePerIp: 10,
    freePerAccount: 3,
    scope,
    baseDelayMs: 30 * SECOND,
    maxDelayMs: 15 * 60 * SECOND,
    memoryMs: 60 * 60 * SECOND,
  });
  return { throttle, advance: (ms: number) => (clock += ms) };
}

describe('guess throttle', () => {
  it('grows the delay with each failure past the free ones, up to the maximum', async () => {
    const { throttle, advance } = subject();
    const waits: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      assert.equal(await throttle.waitFor('a@x.io', '10.0.0.1'), 0, `free to try (${i})`);
      waits.push(await throttle.recordFailure('A@x.io', '10.0.0.1'));
      const wait = await throttle.waitFor('a@x.io', '10.0.0.1');
      assert.equal(wait, waits.at(-1));
      advance(wait);
    }
    assert.deepEqual(
      waits.map((ms) => ms / SECOND),
      [0, 0, 30, 60, 120, 240, 480, 900, 900],
    );
  });

  it('keeps counts per address; a success clears only that address', async () => {
    const { throttle } = subject();
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('a@x.io', '10.0.0.1');
    assert.ok((await throttle.waitFor('a@x.io', '10.0.0.1')) > 0);
    assert.equal(await throttle.waitFor('a@x.io', '10.0.0.2'), 0);
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('a@x.io', '10.0.0.2');
    await throttle.recordSuccess('a@x.io', '10.0.0.2');
    await throttle.recordFailure('a@x.io', '10.0.0.2');
    assert.equal(await throttle.waitFor('a@x.io', '10.0.0.2'), 0, 'count restarted at 1');
    assert.ok((await throttle.waitFor('a@x.io', '10.0.0.1')) > 0, 'the other address still waits');
  });

  it('clearAccount forgets every address of that account only', async () => {
    const { throttle } = subject();
    for (const ip of ['10.0.0.1', '10.0.0.2'])
      for (let i = 0; i < 3; i += 1) {
        await throttle.recordFailure('a@x.io', ip);
        await throttle.recordFailure('b@x.io', ip);
      }
    await throttle.clearAccount('A@X.io');
    assert.equal(await throttle.waitFor('a@x.io', '10.0.0.1'), 0);
    assert.equal(await throttle.waitFor('a@x.io', '10.0.0.2'), 0);
    assert.ok((await throttle.waitFor('b@x.io', '10.0.0.1')) > 0);
    await throttle.recordFailure('a@x.io', '10.0.0.1');
    assert.equal(await throttle.waitFor('a@x.io', '10.0.0.1'), 0, 'counting starts afresh');
  });

  it("scope 'account' counts the account from every address together", async () => {
    const { throttle } = subject('account');
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) await throttle.recordFailure('7', ip);
    assert.ok((await throttle.waitFor('7', '10.9.9.9')) > 0);
  });

  it('forgets failures an hour after the last one', async () => {
    const { throttle, advance } = subject();
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('a@x.io', '10.0.0.1');
    advance(60 * 60 * SECOND);
    await throttle.recordFailure('a@x.io', '10.0.0.1');
    assert.equal(await throttle.waitFor('a@x.io', '10.0.0.1'), 0);
  });

  it('counts IPv6 clients by /64 network', () => {
    assert.equal(throttleAddress('2001:db8:0:1::5'), '2001:db8:0:1::/64');
    assert.equal(throttleAddress('2001:db8:0:1:ffff:1:2:3'), '2001:db8:0:1::/64');
    assert.equal(throttleAddress('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(throttleAddress('::ffff:10.1.2.3'), '10.1.2.3');
    assert.equal(throttleAddress('::1'), '0:0:0:0::/64');
    assert.equal(throttleAddress('10.1.2.3'), '10.1.2.3');
  });
});
