// What a request body may be, decided in onRequest, before a byte of it is read or parsed:
// - an unknown /api route answers 404;
// - a route that takes no body (no body schema) refuses one with 413;
// - multipart is parsed only after the route's onRequest guards (authentication) passed. Every
//   route that takes a body takes it as multipart too (a form may be sent as FormData: the
//   spec's own hire form is), validated like JSON; only routes that take files
//   (`config.acceptsFiles`) take file parts: elsewhere a file part answers 415
//   (plugins/external/multipart.ts), and a multipart body larger than the route's `bodyLimit`
//   answers 413 before it is read;
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

export function isApiPath(url: string): boolean {
  // '/api', '/api?…' or '/api/…' (without splitting the URL: this runs on every request).
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  return Number.isNaN(next) || next === 0x2f /* / */ || next === 0x3f; /* ? */
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

    function refusal(request: FastifyRequest, reply: FastifyReply, error: Error): Error {
      // Answer without reading what is left of the body: the connection ends after the answer.
      if (hasBody(request)) reply.header('connection', 'close');
      return error;
    }

    /** The refusal of a request before its body is read, or null when it may go on. */
    function refuseEarly(request: FastifyRequest, reply: FastifyReply): Error | null {
      const route = request.routeOptions;
      const catchAll = FRONTEND_CATCH_ALL.has(route.url ?? '');
      if (request.is404 || (catchAll && isApiPath(request.url)))
        return refusal(request, reply, httpErrors.notFound('Not found'));
      if (!hasBody(request)) return null;
      // The frontends' own catch-all (a pre-rendered form posted early) answers without reading.
      if (catchAll) return null;
      if (!route.schema?.body)
        return refusal(request, reply, httpErrors.payloadTooLarge('This request takes no body'));
      if (MULTIPART.test(request.headers['content-type'] ?? '') && !route.config.acceptsFiles) {
        // Fastify's bodyLimit does not reach multipart, which is parsed as a stream.
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > (route.bodyLimit ?? DEFAULT_BODY_LIMIT))
          return refusal(request, reply, httpErrors.payloadTooLarge('The request is too large'));
      }
      return null;
    }

    // Plain (not async) hooks, here and in the other plugins whose hooks run on every request:
    // they never wait, and an async hook costs every request a promise and a microtask turn.
    fastify.addHook('onRequest', (request, reply, done) => {
      const refused = refuseEarly(request, reply);
      if (refused) done(refused);
      else done();
    });

    // After parsing, before validation and the input rules walk the body.
    fastify.addHook('preValidation', (request, _reply, done) => {
      const body = request.body;
      if (
        !body ||
        typeof body !== 'object' ||
        MULTIPART.test(request.headers['content-type'] ?? '')
      )
        return done();
      const max = request.routeOptions.config.bodyKeys ?? DEFAULT_BODY_KEYS;
      if (countsOver(body, max))
        return done(httpErrors.payloadTooLarge(`The body has too many fields (at most ${max})`));
      done();
    });
  },
  { name: 'body-guard', dependencies: ['sensible'] },
);
