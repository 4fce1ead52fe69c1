// multipart/form-data on every write: text fields become plain body values (so the same
// TypeBox schema validates JSON, form and multipart), files become Buffers under their field
// name (an array when several share one name). Then every body gets its text trimmed.
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 10;

/** Field names whose value must reach the handler exactly as typed. */
const UNTRIMMED = /password|token/i;

function trimBody(request: FastifyRequest): void {
  // A write without a body is validated as an empty set of fields ("Email is required"...).
  if ((request.body === undefined || request.body === null) && request.routeOptions.schema?.body)
    request.body = {};
  const body = request.body;
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body) || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && !UNTRIMMED.test(key)) record[key] = value.trim();
  }
}

export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_FILES_PER_REQUEST,
        fields: 50,
        fieldSize: 100 * 1024,
        parts: 60,
      },
    });
    // Registered after multipart's own preValidation hook, so it sees the flattened body.
    // A plain (not async) hook: it runs on every request and never waits.
    fastify.addHook('preValidation', (request, _reply, done) => {
      trimBody(request);
      done();
    });
  },
  { name: 'multipart' },
);
