// `fastify.messageLimit` (onRequest hook, after requireAuth): RATE_LIMIT_MESSAGES_MAX messages
// and hire requests a minute per account, whatever the IP (one budget for all of them), counted
// in the shared counter store.
import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler } from 'fastify';
import { retryMessage } from '../external/rate-limit.js';
import { minuteLimit } from '../../lib/minute-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    messageLimit: onRequestAsyncHookHandler;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'messageLimit',
      minuteLimit(fastify, {
        max: fastify.config.rateLimitMessagesMax,
        key: (request) => `messages:${request.account?.id ?? request.ip}`,
        message: (ms) =>
          `You are sending messages too fast. ${retryMessage(ms).replace('Too many requests. ', '')}`,
      }),
    );
  },
  { name: 'message-limit', dependencies: ['env', 'counter-store', 'sensible'] },
);
