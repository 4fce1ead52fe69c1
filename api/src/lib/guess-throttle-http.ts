// The 429 a guess throttle answers: Retry-After in seconds and the wait in the message, which
// the login and password forms show as they are.
import type { FastifyReply } from 'fastify';
import { DomainError } from '../domains/domain-error.js';
import { retryMessage } from '../plugins/external/rate-limit.js';

export function tooManyFailures(reply: FastifyReply, waitMs: number): DomainError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new DomainError(
    'too_many',
    retryMessage(waitMs).replace('Too many requests.', 'Too many wrong passwords.'),
  );
}
