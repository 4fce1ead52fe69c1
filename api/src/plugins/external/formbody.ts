// application/x-www-form-urlencoded bodies (the spec's forms post them).
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';

export default fp(
  async (fastify) => {
    await fastify.register(formbody, { bodyLimit: 1024 * 1024 });
  },
  { name: 'formbody' },
);
