// What a request body may be, decided in onRequest, before a byte of it is read or parsed:
// - an unknown /api route answers 404;
// - a route that takes no body (no body schema) refuses one with 413;
// - multipart is accepted only by routes that take files (`config.acceptsFiles`), and it is
//   parsed only after their onRequest guards (authentication) passed: 415 elsewhere;
// - a JSON or form body is at most `config.bodyKeys` keys and array items (default 100), and
//   its size is capped by Fastify's `bodyLimit` (32 KB unless the route sets its own).
// A refusal with a body still on the wire closes the connection, so the body is never read.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEFAULT_BODY_LIMIT = 32 * 1024;
export const DEFAULT_BODY_KEYS = 100;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes multipart with files (parsed after its onRequest guards). */
    acceptsFiles?: boolean;
    /** Most keys plus array items a JSON or form body may hold. */
    bodyKeys?: number;
  }
}

const MULTIPART = /^multipart\//i;
const FRONTEND_CATCH_ALL = new Set(['/', '/*']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Counts keys and array items, stopping as soon as `max` is passed. */
export function countsOver(value: unknown, max: number): boolean {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Buffer.isBuffer(current) || current === null || typeof current !== 'object') continue;
    const children = Array.isArray(current) ? current : Object.values(current);
    count += children.length;
    if (count > max) return true;
    stack.push(...children);
  }
  return false;
}

export default fp(
  async (fastify) => {
    const { httpErrors } = fastify;

    function refuse(request: FastifyRequest, reply: FastifyReply, error: Error): never {
      // Answer without reading what is left of the body: the connection ends after the answer.
      if (hasBody(request)) reply.header('connection', 'close');
      throw error;
    }

    fastify.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions;
      if (request.is404 || (isApiPath(request.url) && FRONTEND_CATCH_ALL.has(route.url ?? '')))
        refuse(request, reply, httpErrors.notFound('Not found'));
      if (!hasBody(request)) return;
      // The frontends' own catch-all (a pre-rendered form posted early) answers without reading.
      if (FRONTEND_CATCH_ALL.has(route.url ?? '')) return;
      if (!route.schema?.body)
        refuse(request, reply, httpErrors.payloadTooLarge('This request takes no body'));
      if (MULTIPART.test(request.headers['content-type'] ?? '') && !route.config.acceptsFiles)
        refuse(
          request,
          reply,
          httpErrors.unsupportedMediaType(
            'This request takes no files: send JSON or a form (application/x-www-form-urlencoded)',
          ),
        );
    });

    // After parsing, before validation and the input rules walk the body.
    fastify.addHook('preValidation', async (request) => {
      const body = request.body;
      if (
        !body ||
        typeof body !== 'object' ||
        MULTIPART.test(request.headers['content-type'] ?? '')
      )
        return;
      const max = request.routeOptions.config.bodyKeys ?? DEFAULT_BODY_KEYS;
      if (countsOver(body, max))
        throw httpErrors.payloadTooLarge(`The body has too many fields (at most ${max})`);
    });
  },
  { name: 'body-guard', dependencies: ['sensible'] },
);
