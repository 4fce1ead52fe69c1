// "N calls a minute (or another window) per key" on top of the shared counter store, as an
// onRequest hook.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { retryMessage } from '../plugins/external/rate-limit.js';

export interface MinuteLimitOptions {
  max: number;
  /** The window the max counts in (default a minute). */
  windowMs?: number;
  /** The counter key of a request (prefix it with the limit's name). */
  key(request: FastifyRequest): string;
  /** The 429 message for a wait of `ms`. */
  message?(ms: number): string;
}

export function minuteLimit(
  fastify: FastifyInstance,
  options: MinuteLimitOptions,
): onRequestAsyncHookHandler {
  const message = options.message ?? retryMessage;
  return async (request, reply) => {
    const { count, resetInMs } = await fastify.counterStore.hit(
      options.key(request),
      options.windowMs ?? 60_000,
    );
    if (count > options.max) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
      throw fastify.httpErrors.tooManyRequests(message(resetInMs));
    }
  };
}
