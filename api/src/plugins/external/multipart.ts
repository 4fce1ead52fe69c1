// multipart/form-data on every write: text fields become plain body values (so the same
// TypeBox schema validates JSON, form and multipart), files become Buffers under their field
// name (an array when several share one name). Then every body gets its text trimmed.
// Routes that take no files (no `config.acceptsFiles`) take multipart fields only: a file part
// stops the parse (FST_FILES_LIMIT, answered 415 by src/lib/error-handler.ts) and a field is at
// most the route's bodyLimit.
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_BODY_LIMIT } from '../app/body-guard.js';
import { isIdSchema } from '../../lib/input-rules.js';

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
  const fields = (request.routeOptions.schema?.body as { properties?: Record<string, never> })
    ?.properties;
  for (const [key, value] of Object.entries(record)) {
    // An id is taken in one spelling only (" 53" is refused, not read as 53: src/lib/input-rules.ts).
    if (
      typeof value === 'string' &&
      !UNTRIMMED.test(key) &&
      !(fields?.[key] && isIdSchema(fields[key]))
    )
      record[key] = value.trim();
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
    fastify.addHook('onRoute', (route) => {
      if (!route.schema?.body || route.config?.acceptsFiles) return;
      route.config = {
        ...route.config,
        multipartOptions: {
          limits: { files: 0, fieldSize: route.bodyLimit ?? DEFAULT_BODY_LIMIT },
        },
      };
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
