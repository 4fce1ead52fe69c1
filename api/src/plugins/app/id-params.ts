// Ids in paths are parsed once, at the edge, before any guard or handler runs: every id
// parameter (see isIdParam) is replaced by its number, and a path whose id is not spelled
// canonically answers 404 before authentication, validation or the body are looked at.
// Guards (requireOwner, requireTalentOwner) and handlers then read the same number.
import fp from 'fastify-plugin';
import { isIdParam, parseId } from '../../lib/id-param.js';

export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request) => {
      const params = request.params as Record<string, unknown> | undefined;
      if (!params) return;
      for (const [name, raw] of Object.entries(params)) {
        if (!isIdParam(name)) continue;
        const id = parseId(raw);
        if (id === null) throw fastify.httpErrors.notFound('Not found');
        params[name] = id;
      }
    });
  },
  { name: 'id-params', dependencies: ['sensible'] },
);
