// Global per-IP limit on every route (in-memory store: one process). Tighter limits for
// login/registration/reset/password calls live in plugins/app/auth-limits.ts and reuse
// this plugin's store through `fastify.createRateLimit`.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

export function retryMessage(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait =
    seconds >= 90
      ? `${Math.ceil(seconds / 60)} minutes`
      : `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `Too many requests. Please try again in ${wait}.`;
}

export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: true,
      max: fastify.config.rateLimitGlobalMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => {
        const error = new Error(retryMessage(context.ttl)) as Error & { statusCode: number };
        error.statusCode = 429;
        return error;
      },
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
