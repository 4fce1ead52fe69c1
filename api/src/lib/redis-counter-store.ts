// The CounterStore (src/lib/counter-store.ts) in Redis, so that rate limits and throttles hold
// across every API instance (REDIS_URL). Each operation is one atomic command or Lua script.
// An instance that loses Redis keeps serving: while Redis is unreachable every operation goes to
// an in-memory store of this process (limits then count per instance), logged once when it
// happens and once when Redis is back.
import { Redis } from 'ioredis';
import { createMemoryCounterStore, type CounterStore } from './counter-store.js';

const INCREMENT = `local c = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return c`;
const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return {c, tonumber(ARGV[1])} end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) t = tonumber(ARGV[1]) end
return {c, t}`;

export type RedisState = 'up' | 'down';

export interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface RedisCounterStore extends CounterStore {
  /** 'up' when the last command reached Redis and the connection is ready. */
  state(): RedisState;
  /** Asks Redis for a PONG within `timeoutMs` (health checks). */
  ping(timeoutMs: number): Promise<boolean>;
}

type Scripted = Redis & {
  peworldIncrement(key: string, ttlMs: number): Promise<number>;
  peworldHit(key: string, windowMs: number): Promise<[number, number]>;
};

export function createRedisCounterStore(
  url: string,
  log: Logger,
  /** Namespace of every key (several deployments or test runs on one Redis). */
  prefix = 'peworld:',
): RedisCounterStore {
  const client = new Redis(url, {
    // Fail fast while disconnected (the memory fallback answers) and keep reconnecting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  }) as Scripted;
  client.defineCommand('peworldIncrement', { numberOfKeys: 1, lua: INCREMENT });
  client.defineCommand('peworldHit', { numberOfKeys: 1, lua: HIT });
  // Connection errors are expected while Redis is away; they are reported through `fallback`.
  client.on('error', () => undefined);

  const memory = createMemoryCounterStore();
  let down = false;
  const fallback = (error: unknown) => {
    if (!down) {
      down = true;
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'Redis unreachable: rate limits fall back to this instance’s memory',
      );
    }
  };
  const recovered = () => {
    if (down) {
      down = false;
      log.info({}, 'Redis reachable again: rate limits shared across instances');
    }
  };
  client.on('ready', recovered);

  /** Runs `shared` on Redis, or `local` on the memory store when Redis is not available. */
  async function run<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (client.status !== 'ready') {
      fallback(new Error(`connection ${client.status}`));
      return local();
    }
    try {
      const value = await shared();
      recovered();
      return value;
    } catch (error) {
      fallback(error);
      return local();
    }
  }
  const k = (key: string) => prefix + key;

  return {
    increment: (key, ttlMs) =>
      run(
        () => client.peworldIncrement(k(key), ttlMs).then(Number),
        () => memory.increment(key, ttlMs),
      ),
    hit: (key, windowMs) =>
      run(
        async () => {
          const [count, resetInMs] = await client.peworldHit(k(key), windowMs);
          return { count: Number(count), resetInMs: Number(resetInMs) };
        },
        () => memory.hit(key, windowMs),
      ),
    get: (key) =>
      run(
        async () => Number((await client.get(k(key))) ?? 0),
        () => memory.get(key),
      ),
    block: (key, ms) =>
      run(
        async () => {
          await client.set(k(key), '1', 'PX', ms);
        },
        () => memory.block(key, ms),
      ),
    blockedFor: (key) =>
      run(
        async () => Math.max(0, await client.pttl(k(key))),
        () => memory.blockedFor(key),
      ),
    delete: (...keys) =>
      run(
        async () => {
          if (keys.length > 0) await client.del(...keys.map(k));
          // Also drop anything counted locally while Redis was away.
          await memory.delete(...keys);
        },
        () => memory.delete(...keys),
      ),
    async close() {
      client.disconnect();
      await memory.close();
    },
    state: () => (client.status === 'ready' && !down ? 'up' : 'down'),
    async ping(timeoutMs) {
      if (client.status !== 'ready') return false;
      return Promise.race([
        client.ping().then(
          (answer) => answer === 'PONG',
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false).unref()),
      ]);
    },
  };
}
