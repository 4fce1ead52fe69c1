// `fastify.messageLimit` (onRequest hook, after requireAuth): RATE_LIMIT_MESSAGES_MAX messages
// and hire requests a minute per account, whatever the IP (one budget for all of them).
import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler } from 'fastify';
import { retryMessage } from '../external/rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    messageLimit: onRequestAsyncHookHandler;
  }
}

export default fp(
  async (fastify) => {
    const check = fastify.createRateLimit({
      max: fastify.config.rateLimitMessagesMax,
      timeWindow: 60_000,
      keyGenerator: (request) => `messages:${request.account?.id ?? request.ip}`,
    });
    fastify.decorate('messageLimit', async (request, reply) => {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw fastify.httpErrors.tooManyRequests(
          `You are sending messages too fast. ${retryMessage(limit.ttl).replace('Too many requests. ', '')}`,
        );
      }
    });
  },
  { name: 'message-limit', dependencies: ['env', 'rate-limit', 'sensible'] },
);
