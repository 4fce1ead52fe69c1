// Cross-site request forgery: every call that may change something (any method but GET, HEAD
// and OPTIONS; login and logout included) is refused with 403 when a browser says it comes
// from another origin than ours (src/lib/request-origin.ts). Ours = the Host the product is
// served on, PUBLIC_URL's origin, or an origin listed in CORS_ORIGINS (separately deployed
// frontends). SameSite=Lax cookies alone let through a form posted by another port or
// subdomain of the same site, and a login form posted from anywhere (login CSRF).
//
// A token scheme (@fastify/csrf-protection) would need every client to fetch and echo a token:
// the spec's own client, unchanged, sends none. The browser's own Origin / Sec-Fetch-Site
// headers need nothing from any client, and clients that send neither (curl, servers) go on
// working (docs/decisions/053-cross-site-writes.md).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { canonicalOrigin, judgeOrigin } from '../../lib/request-origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED =
  'This request came from another website and was refused. Open Peworld itself and try again.';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export default fp(
  async (fastify) => {
    const { config, httpErrors } = fastify;
    const trusted = new Set(
      [...config.corsOrigins, config.publicUrl]
        .map(canonicalOrigin)
        .filter((origin): origin is string => origin !== null),
    );

    // A plain (not async) hook: it runs on every request and never waits.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      const verdict = judgeOrigin(
        {
          origin: header(request, 'origin'),
          secFetchSite: header(request, 'sec-fetch-site'),
          host: request.host,
        },
        trusted,
      );
      if (verdict !== 'foreign') return done();
      // Refused before the body is read: the connection ends with the answer.
      reply.header('connection', 'close');
      done(httpErrors.forbidden(CROSS_SITE_REFUSED));
    });
  },
  { name: 'cross-origin-guard', dependencies: ['env', 'sensible'] },
);
