// GET /uploads/images/{name}: an uploaded image from the image storage, whichever instance
// stored it. Names are random and never reused, so a year of caching (and a CDN in front) is
// safe; the ETag lets a client or CDN revalidate for a 304 without the bytes.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { SAFE_IMAGE_NAME } from '../../../domains/images/image-store.js';
import { DomainError } from '../../../domains/domain-error.js';

const ONE_YEAR_S = 365 * 24 * 3600;

/** True when an If-None-Match header names this ETag (or is `*`); weak prefixes compare equal. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const uploadedImages: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/:name',
    {
      // Static files: not one info line each (their errors are still logged).
      logLevel: 'warn',
      schema: {
        hide: true,
        params: Type.Object({ name: Type.String({ maxLength: 201 }) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const image = SAFE_IMAGE_NAME.test(name) ? await fastify.images.read(name) : null;
      if (!image) throw new DomainError('not_found', 'Image not found');
      reply
        .header('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`)
        .header('etag', image.etag)
        // Never let a browser guess a type (defence in depth; files are re-encoded images).
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};

export default uploadedImages;
