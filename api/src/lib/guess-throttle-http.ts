// The 429 a guess throttle answers: Retry-After in seconds and the wait in the message, which
// the login and password forms show as they are.
import type { FastifyReply } from 'fastify';
import { retryMessage } from '../plugins/external/rate-limit.js';

export function tooManyFailures(reply: FastifyReply, waitMs: number): Error {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return reply.server.httpErrors.tooManyRequests(
    retryMessage(waitMs).replace('Too many requests.', 'Too many wrong passwords.'),
  );
}
