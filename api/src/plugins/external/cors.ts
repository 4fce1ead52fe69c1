// Cross-origin calls only from the configured frontends (credentials carry the cookie).
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

export default fp(
  async (fastify) => {
    const origins = fastify.config.corsOrigins;
    await fastify.register(cors, {
      origin: origins.length > 0 ? origins : false,
      credentials: true,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    });
  },
  { name: 'cors', dependencies: ['env'] },
);
