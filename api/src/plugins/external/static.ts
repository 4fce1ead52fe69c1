// Uploaded images at /uploads/images/{file}. Names are random and never reused, so they
// can be cached for a year.
import fp from 'fastify-plugin';
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';

export default fp(
  async (fastify) => {
    await mkdir(fastify.config.imagesDir, { recursive: true });
    await fastify.register(fastifyStatic, {
      root: fastify.config.imagesDir,
      prefix: '/uploads/images/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => {
        // Never let a browser guess a type (defence in depth; files are re-encoded images).
        res.header('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'static-uploads', dependencies: ['env'] },
);
