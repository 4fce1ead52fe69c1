// Guard for writes to a talent's own rows (skills, experience, portfolio) addressed by the
// row id: anonymous 401, recruiters 403, unknown id 404, another talent's row 403.
// Runs as an onRequest hook, so nobody learns anything from validation answers first.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { parseId } from './id-param.js';

export const ONLY_TALENT = 'Only talent accounts can do this';
export const NOT_YOURS = 'You can only change your own profile';

export function requireTalent(fastify: FastifyInstance): onRequestAsyncHookHandler {
  return fastify.requireRole('talent');
}

export function requireTalentOwner(
  fastify: FastifyInstance,
  ownerOf: (id: number) => Promise<number | null>,
  notFound: string,
): onRequestAsyncHookHandler {
  const talentOnly = fastify.requireRole('talent');
  return async function (request, reply) {
    await talentOnly.call(this, request, reply);
    // The id-params hook already turned the id into its number (or answered 404).
    const id = parseId((request.params as Record<string, unknown>).id);
    if (id === null) throw fastify.httpErrors.notFound(notFound);
    const owner = await ownerOf(id);
    if (owner === null) throw fastify.httpErrors.notFound(notFound);
    if (owner !== request.account?.id) throw fastify.httpErrors.forbidden(NOT_YOURS);
  };
}
