// One user must not slow everyone (issue 27): an account changes its talent profile (skills,
// experience, portfolio, profile fields) at most RATE_LIMIT_PROFILE_WRITES_MAX times in 10
// seconds (10: more than a person saves, even the whole edit page at once), answered 429
// beyond. The skill cap and migration 072 bound what one change costs; this bounds how many one
// account makes. Without it, two tabs writing as fast as the API answers kept a write of theirs
// in progress all the time, and on PGlite (the database on the API's own thread) every other
// user's request waited behind it: a bystander's profile read went from p99 20 ms to 126 ms.
import fp from 'fastify-plugin';
import { minuteLimit } from '../../lib/minute-limit.js';
import { retryMessage } from '../external/rate-limit.js';

export const PROFILE_WRITE_WINDOW_MS = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The routes that change a talent profile (route URLs, any method but the safe ones). */
const PROFILE_ROUTES = /^\/api\/(users\/:id|users-(skills|experiences|portfolio)(\/.*)?)$/;

export default fp(
  async (fastify) => {
    const limit = minuteLimit(fastify, {
      max: fastify.config.rateLimitProfileWritesMax,
      windowMs: PROFILE_WRITE_WINDOW_MS,
      key: (request) => `profile-writes:${request.account!.id}`,
      message: (ms) =>
        `You are changing your profile too fast. ${retryMessage(ms).replace('Too many requests. ', '')}`,
    });
    // A plain (not async) hook: reads and other routes pass without a promise of their own.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!request.account || SAFE_METHODS.has(request.method)) return done();
      if (!PROFILE_ROUTES.test(request.routeOptions.url ?? '')) return done();
      limit.call(fastify, request, reply).then(() => done(), done);
    });
  },
  { name: 'profile-write-limit', dependencies: ['session-manager', 'counter-store', 'sensible'] },
);
