import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '../../../schemas/health.js';

const DB_TIMEOUT_MS = 2000;
const REDIS_TIMEOUT_MS = 1000;

const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the database and Redis, each reported on its own',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
      // Monitoring polls this; it must not eat into the per-IP budget.
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const [databaseUp, redisUp] = await Promise.all([
        // Not ready = not connected or migrated yet (the API started before the database).
        Promise.race([
          (fastify.database.ready ? fastify.db.query('SELECT 1') : Promise.reject()).then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((resolve) => setTimeout(resolve, DB_TIMEOUT_MS, false).unref()),
        ]),
        fastify.redis ? fastify.redis.ping(REDIS_TIMEOUT_MS) : Promise.resolve(null),
      ]);
      const database: HealthResponse['database'] = databaseUp ? 'up' : 'down';
      const redis: HealthResponse['redis'] =
        redisUp === null ? 'not configured' : redisUp ? 'up' : 'down';
      // Without the database nothing works (503: a load balancer takes the instance out); without
      // Redis the instance still serves, with per-instance limits.
      if (!databaseUp) return reply.code(503).send({ status: 'error', database, redis });
      const status: HealthResponse['status'] = redis === 'down' ? 'degraded' : 'ok';
      return { status, database, redis };
    },
  );
};

export default health;
