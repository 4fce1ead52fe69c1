import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HealthResponse } from '../../../schemas/health.js';
import { ErrorResponse } from '../../../schemas/common.js';

const DB_TIMEOUT_MS = 2000;
const REDIS_TIMEOUT_MS = 1000;

const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the database and Redis, each reported on its own',
        // 503: the database is down (this shape), or the instance is shutting down (the error shape).
        response: { 200: HealthResponse, 503: Type.Union([HealthResponse, ErrorResponse]) },
      },
      // Monitoring polls this; it must not eat into the per-IP budget.
      config: { rateLimit: false },
      // Balancers poll it every few seconds: not one info line per check.
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const [databaseUp, redisUp] = await Promise.all([
        // Not ready = not connected or migrated yet (the API started before the database).
        Promise.race([
          fastify.database.answers(),
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
      // A remote that cannot be reached leaves the product serving (its pages say so): degraded,
      // never 503, or a balancer would take every instance out for one broken remote.
      const remotes = await fastify.remotePointers.health().catch(() => []);
      const degraded = [
        ...(redis === 'down' ? ['redis down: rate limits count per instance'] : []),
        ...remotes
          .filter((remote) => !remote.reachable)
          .map(
            (remote) => `remote ${remote.name} unreachable (${remote.target}): ${remote.problem}`,
          ),
      ];
      const status: HealthResponse['status'] = degraded.length > 0 ? 'degraded' : 'ok';
      return {
        status,
        database,
        redis,
        ...(remotes.length > 0 ? { remotes } : {}),
        ...(degraded.length > 0 ? { degraded } : {}),
      };
    },
  );
};

export default health;
