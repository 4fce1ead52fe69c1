// Pieces shared by the routes over a talent's own rows (experience, portfolio): anyone may
// read one talent's list (or the newest of everyone), only the owning talent may change a row.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { TSchema } from 'typebox';
import { errorResponses } from '../schemas/common.js';
import { requireTalentOwner } from './require-talent-owner.js';

interface TalentRowRepository {
  list(idUser: number | undefined): Promise<unknown[]>;
  find(id: number): Promise<{ id_user: number } | null>;
}

/** onRequest guard for /:id routes: the row must exist and belong to the signed-in talent. */
export function requireRowOwner(
  fastify: FastifyInstance,
  repo: TalentRowRepository,
  notFound: string,
): onRequestAsyncHookHandler {
  return requireTalentOwner(
    fastify,
    async (id) => (await repo.find(id))?.id_user ?? null,
    notFound,
  );
}

interface ListRouteOptions {
  tag: string;
  summary: string;
  querystring: TSchema;
  response: TSchema;
  message: string;
}

/** GET / answering the rows of ?id_user, or the newest of everyone without it. */
export function addTalentListRoute(
  fastify: FastifyInstance,
  repo: TalentRowRepository,
  { tag, summary, querystring, response, message }: ListRouteOptions,
): void {
  fastify.get<{ Querystring: { id_user?: number } }>(
    '/',
    {
      schema: {
        tags: [tag],
        summary,
        querystring,
        response: { 200: response, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message,
      data: await repo.list(request.query.id_user),
    }),
  );
}
