// Ids in paths are parsed once, at the edge, before any guard or handler runs: every id
// parameter (see isIdParam) is replaced by its number, and a path whose id is not spelled
// canonically answers 404 before authentication, validation or the body are looked at.
// Guards (requireOwner, requireTalentOwner) and handlers then read the same number.
import fp from 'fastify-plugin';
import { isIdParam, parseId } from '../../lib/id-param.js';

export default fp(
  async (fastify) => {
    // A plain (not async) hook: it runs on every request and never waits (see plugins/app/body-guard.ts).
    fastify.addHook('onRequest', (request, _reply, done) => {
      const params = request.params as Record<string, unknown> | undefined;
      if (params) {
        for (const name in params) {
          if (!isIdParam(name)) continue;
          const id = parseId(params[name]);
          if (id === null) return done(fastify.httpErrors.notFound('Not found'));
          params[name] = id;
        }
      }
      done();
    });
  },
  { name: 'id-params', dependencies: ['sensible'] },
);
