import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '../../../schemas/health.js';

const DB_TIMEOUT_MS = 2000;

const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
      // Monitoring polls this; it must not eat into the per-IP budget.
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const up = await Promise.race([
        fastify.db.query('SELECT 1').then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(resolve, DB_TIMEOUT_MS, false).unref()),
      ]);
      if (up) return { status: 'ok', database: 'up' };
      return reply.code(503).send({ status: 'error', database: 'down' });
    },
  );
};

export default health;
