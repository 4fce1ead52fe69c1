// Every /api answer is `Cache-Control: no-store` unless its route sets its own: many answers are
// personal (the session's account, one's own profile with e-mail and phone, conversations,
// notifications) and a browser or a shared proxy must keep no copy of them. A default rather
// than a list of personal routes, so a new personal route cannot forget it.
import fp from 'fastify-plugin';
import { isApiPath } from './body-guard.js';

export const API_CACHE_CONTROL = 'no-store';

export default fp(
  async (fastify) => {
    // A plain (not async) hook: it runs on every answer and never waits.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', API_CACHE_CONTROL);
      done(null, payload);
    });
  },
  { name: 'cache-policy' },
);
