// Security headers. The CSP allows what swagger-ui needs (inline styles, data: images).
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
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
  },
  { name: 'helmet', dependencies: ['env'] },
);
