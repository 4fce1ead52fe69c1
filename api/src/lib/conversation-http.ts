// Maps the conversation repository's refusals to HTTP errors (404, 403, 409).
import type { FastifyInstance } from 'fastify';
import { ConversationError } from '../plugins/app/conversations-repository.js';

export async function asHttp<T>(fastify: FastifyInstance, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ConversationError)) throw error;
    if (error.kind === 'not_found') throw fastify.httpErrors.notFound(error.message);
    if (error.kind === 'forbidden') throw fastify.httpErrors.forbidden(error.message);
    throw fastify.httpErrors.conflict(error.message);
  }
}
