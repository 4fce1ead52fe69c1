// Global per-IP limit on every route (RATE_LIMIT_GLOBAL_MAX a minute, counted per route as the
// plugin's own store does). With REDIS_URL the counts go to `fastify.counterStore` (Redis, with
// its memory fallback), so the limit holds across instances; without it, the plugin's in-memory
// store. Tighter limits for credential calls live in plugins/app/auth-limits.ts.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { throttleAddress } from '../../lib/guess-throttle.js';

/** A @fastify/rate-limit store over the app's CounterStore (read at call time: it is decorated later). */
function sharedStore(fastify: FastifyInstance) {
  return class CounterStoreAdapter implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      fastify.counterStore.hit(`${this.prefix}${key}`, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: window.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      const method = [routeOptions.method].flat().join(',');
      return new CounterStoreAdapter(undefined, `global:${method}:${routeOptions.url}:`);
    }
  };
}

/**
 * The address a request is counted under: IPv6 by its /64 like the throttles. A client that
 * has already closed its connection has no address any more (`request.ip` is undefined); the
 * plugin's own key function threw on that and logged a 500 for a request nobody waits for.
 */
export function rateLimitKey(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip as string | undefined;
  return ip ? throttleAddress(ip) : 'closed-connection';
}

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
      keyGenerator: rateLimitKey,
      ...(fastify.config.redisUrl ? { store: sharedStore(fastify) } : {}),
      errorResponseBuilder: (_request, context) => {
        const error = new Error(retryMessage(context.ttl)) as Error & { statusCode: number };
        error.statusCode = 429;
        return error;
      },
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
