// Brute-force brakes for the credential calls:
// - `fastify.authIpLimit` (onRequest hook): RATE_LIMIT_AUTH_IP_MAX calls a minute per IP, one
//   budget shared by login, registration, reset and password change.
// - `fastify.loginThrottle`: RATE_LIMIT_AUTH_ACCOUNT_MAX failed logins per email per 15 minutes;
//   a successful login clears the count. Counts live in memory (one process).
import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler } from 'fastify';
import { minuteLimit } from '../../lib/minute-limit.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED = 100_000;

export interface LoginThrottle {
  /** ms until the account may try again, or 0 when it may try now. */
  blockedFor(email: string): number;
  recordFailure(email: string): void;
  reset(email: string): void;
}

export function createLoginThrottle(
  max: number,
  windowMs = LOGIN_WINDOW_MS,
  now: () => number = Date.now,
): LoginThrottle {
  const failures = new Map<string, { count: number; since: number }>();
  const keyOf = (email: string) => email.trim().toLowerCase();

  function current(key: string) {
    const entry = failures.get(key);
    if (entry && now() - entry.since >= windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  function prune() {
    const time = now();
    for (const [key, entry] of failures) if (time - entry.since >= windowMs) failures.delete(key);
  }

  return {
    blockedFor(email) {
      const entry = current(keyOf(email));
      if (!entry || entry.count < max) return 0;
      return entry.since + windowMs - now();
    },
    recordFailure(email) {
      const key = keyOf(email);
      const entry = current(key);
      if (entry) entry.count += 1;
      else {
        if (failures.size >= MAX_TRACKED) prune();
        failures.set(key, { count: 1, since: now() });
      }
    },
    reset(email) {
      failures.delete(keyOf(email));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    authIpLimit: onRequestAsyncHookHandler;
    loginThrottle: LoginThrottle;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'authIpLimit',
      minuteLimit(fastify, {
        max: fastify.config.rateLimitAuthIpMax,
        key: (request) => `auth:${request.ip}`,
      }),
    );
    fastify.decorate('loginThrottle', createLoginThrottle(fastify.config.rateLimitAuthAccountMax));
  },
  { name: 'auth-limits', dependencies: ['env', 'counter-store', 'sensible'] },
);
