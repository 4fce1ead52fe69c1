// application/x-www-form-urlencoded bodies (the spec's forms post them).
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';

export default fp(
  async (fastify) => {
    // No bodyLimit here: the server's (or the route's) applies.
    await fastify.register(formbody);
  },
  { name: 'formbody' },
);
