// Security headers. The CSP allows what swagger-ui needs (inline styles, data: images).
import fp from 'fastify-plugin';
import helmet from 'helmet';

export default fp(
  async (fastify) => {
    // Built once: @fastify/helmet called helmet(options) on every request, parsing and checking
    // the CSP directives each time (~5 % of the API's CPU under the search load). The same
    // middleware sets the same headers on the raw response, as that plugin did.
    const setSecurityHeaders = helmet({
      // Images are fetched by frontends on other origins in development.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // HSTS only behind HTTPS (COOKIE_SECURE): over plain HTTP it would pin browsers to https
      // on a host that does not serve it.
      hsts: fastify.config.cookieSecure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
          fontSrc: ["'self'", 'https://fonts.gstatic.com', 'data:'],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    });
    // helmet 8 throws its errors rather than passing them on: next() only ever says "done".
    fastify.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'helmet', dependencies: ['env'] },
);
