// `fastify.counterStore`: the counters behind login/password throttles and per-minute limits
// (src/lib/counter-store.ts). With REDIS_URL they live in Redis and hold across every instance
// (src/lib/redis-counter-store.ts, which falls back to memory while Redis is away); without it,
// in this process's memory. `fastify.redis` answers the Redis state for GET /api/health.
import fp from 'fastify-plugin';
import { createMemoryCounterStore, type CounterStore } from '../../lib/counter-store.js';
import { createRedisCounterStore, type RedisCounterStore } from '../../lib/redis-counter-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    counterStore: CounterStore;
    /** The Redis-backed store when REDIS_URL is set, else null. */
    redis: RedisCounterStore | null;
  }
}

export default fp(
  async (fastify) => {
    const redis = fastify.config.redisUrl
      ? createRedisCounterStore(fastify.config.redisUrl, fastify.log, fastify.config.redisPrefix)
      : null;
    const store = redis ?? createMemoryCounterStore();
    fastify.decorate('counterStore', store);
    fastify.decorate('redis', redis);
    fastify.addHook('onClose', async () => store.close());
  },
  { name: 'counter-store', dependencies: ['env'] },
);
