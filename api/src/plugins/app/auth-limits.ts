// Brute-force brakes for the credential calls, all counted in `fastify.counterStore`:
// - `fastify.authIpLimit` (onRequest hook): RATE_LIMIT_AUTH_IP_MAX calls a minute per IP (IPv6
//   by its /64, like the throttles), one budget shared by login, registration, reset and
//   password change.
// - `fastify.loginThrottle`: wrong passwords at login, per address and per account+address,
//   with growing delays (src/lib/guess-throttle.ts). A completed reset clears the account.
// - `fastify.passwordThrottle`: wrong `current_password` on PATCH /api/auth/password, per
//   account (the session is the guesser) and per address.
import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler } from 'fastify';
import { minuteLimit } from '../../lib/minute-limit.js';
import { createGuessThrottle, type GuessThrottle } from '../../lib/guess-throttle.js';
import { rateLimitKey } from '../external/rate-limit.js';

/** Counts of wrong passwords are kept this long after the last one. */
const FAILURE_MEMORY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    authIpLimit: onRequestAsyncHookHandler;
    loginThrottle: GuessThrottle;
    passwordThrottle: GuessThrottle;
  }
}

export default fp(
  async (fastify) => {
    const { config, counterStore } = fastify;
    fastify.decorate(
      'authIpLimit',
      minuteLimit(fastify, {
        max: config.rateLimitAuthIpMax,
        key: (request) => `auth:${rateLimitKey(request)}`,
      }),
    );
    const shared = {
      freePerIp: config.rateLimitAuthIpFailures,
      freePerAccount: config.rateLimitAuthAccountMax,
      baseDelayMs: config.authThrottleBaseDelayMs,
      maxDelayMs: config.authThrottleMaxDelayMs,
      memoryMs: FAILURE_MEMORY_MS,
    };
    fastify.decorate(
      'loginThrottle',
      createGuessThrottle(counterStore, { ...shared, name: 'login', scope: 'account+ip' }),
    );
    fastify.decorate(
      'passwordThrottle',
      createGuessThrottle(counterStore, { ...shared, name: 'password', scope: 'account' }),
    );
  },
  { name: 'auth-limits', dependencies: ['env', 'counter-store', 'sensible'] },
);
