// The Redis CounterStore: the shared contract against the machine's Redis (when the suite runs on
// PostgreSQL, as the multi-instance tests do, or REDIS_URL is set), and the memory fallback of an
// instance that cannot reach Redis (always).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRedisCounterStore, type Logger } from '../../src/lib/redis-counter-store.js';
import { counterStoreContract } from '../support/counter-store-contract.js';
import { build } from '../helper.js';

const sharedRedis =
  process.env.REDIS_URL || (process.env.DATABASE_URL ? 'redis://127.0.0.1:6379' : '');
/** Nothing listens on port 1. */
const UNREACHABLE = 'redis://127.0.0.1:1';

function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    warn: (_object, message) => lines.push(`warn ${message}`),
    info: (_object, message) => lines.push(`info ${message}`),
  };
}

if (sharedRedis) {
  counterStoreContract(
    'redis',
    async () => {
      const store = createRedisCounterStore(sharedRedis, recordingLog());
      while (!(await store.ping(500))) await new Promise((resolve) => setTimeout(resolve, 50));
      return {
        store,
        advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms + 20)),
        async dispose() {
          assert.equal(store.state(), 'up', 'the suite ran on Redis, not on the fallback');
          await store.close();
        },
      };
    },
    150,
  );

  test('two stores on one Redis share their counts (two instances)', async () => {
    const first = createRedisCounterStore(sharedRedis, recordingLog());
    const second = createRedisCounterStore(sharedRedis, recordingLog());
    try {
      while (!(await first.ping(500)) || !(await second.ping(500)))
        await new Promise((resolve) => setTimeout(resolve, 50));
      const key = `shared:${Math.random().toString(36).slice(2)}`;
      assert.equal(await first.increment(key, 60_000), 1);
      assert.equal(await second.increment(key, 60_000), 2);
      assert.equal(await first.get(key), 2);
      await second.delete(key);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  test('the global per-IP limit holds across two instances sharing Redis', async (t) => {
    const config = {
      redisUrl: sharedRedis,
      redisPrefix: `test-${process.pid}-${Date.now()}:`,
      rateLimitGlobalMax: 4,
    };
    const [first, second] = await Promise.all([build(t, { config }), build(t, { config })]);
    for (const api of [first, second])
      while (!(await api.app.redis!.ping(500))) await new Promise((r) => setTimeout(r, 50));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const api = i % 2 === 0 ? first : second;
      statuses.push((await api.agent().get('/api/company')).status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
  });

  test('GET /api/health reports Redis up next to the database', async (t) => {
    const api = await build(t, { config: { redisUrl: sharedRedis } });
    while (!(await api.app.redis!.ping(500)))
      await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await api.agent().get('/api/health');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: 'ok', database: 'up', redis: 'up' });
  });
}

test('without Redis an instance keeps counting in memory and says so once', async () => {
  const log = recordingLog();
  const store = createRedisCounterStore(UNREACHABLE, log);
  try {
    assert.equal(await store.increment('k', 60_000), 1);
    assert.equal(await store.increment('k', 60_000), 2);
    assert.deepEqual(await store.hit('w', 60_000), { count: 1, resetInMs: 60_000 });
    await store.block('b', 60_000);
    assert.ok((await store.blockedFor('b')) > 0);
    assert.equal(store.state(), 'down');
    assert.equal(await store.ping(200), false);
    assert.deepEqual(
      log.lines.filter((line) => line.startsWith('warn')),
      ['warn Redis unreachable: rate limits fall back to this instance’s memory'],
    );
  } finally {
    await store.close();
  }
});

test('GET /api/health: Redis away is reported on its own, and the instance keeps serving', async (t) => {
  const api = await build(t, { config: { redisUrl: UNREACHABLE } });
  const res = await api.agent().get('/api/health');
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, {
    status: 'degraded',
    database: 'up',
    redis: 'down',
    degraded: ['redis down: rate limits count per instance'],
  });
  const talent = await api.registerTalent();
  assert.equal((await talent.agent.get('/api/auth/me')).status, 200);
});
