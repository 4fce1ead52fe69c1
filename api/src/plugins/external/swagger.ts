// OpenAPI document generated from the route schemas; UI at /api/docs, JSON at /api/docs/json.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Peworld API',
          description:
            'Recruiting marketplace API. Session: HttpOnly cookie `peworld_session` set by the login calls.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'peworld_session' },
          },
        },
      },
    });
    await fastify.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
    });
  },
  { name: 'swagger', dependencies: ['env', 'helmet'] },
);
