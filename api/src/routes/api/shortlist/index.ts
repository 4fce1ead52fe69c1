// /api/shortlist: the company's shortlist (issue 31), recruiters only. The path id is the
// talent's; an entry another company keeps is "not in your shortlist" (404) like an absent one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams, MessageResponse } from '../../../schemas/common.js';
import {
  ShortlistEntryResponse,
  ShortlistResponse,
  ShortlistUpdateBody,
} from '../../../schemas/shortlist.js';
import { actorOf } from '../../../domains/shortlist/shortlist-service.js';

const shortlist: FastifyPluginAsyncTypebox = async (fastify) => {
  const { shortlistService } = fastify;
  const recruiterOnly = fastify.requireRole('recruiter');

  fastify.get(
    '/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['shortlist'],
        summary: "Your company's shortlist, most recently changed first",
        response: { 200: ShortlistResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await shortlistService.list(actorOf(request.account!));
      return { status: 200, message: 'Shortlist found', data };
    },
  );

  fastify.get(
    '/:id',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['shortlist'],
        summary: "One talent in your company's shortlist (404 when not kept)",
        params: IdParams,
        response: { 200: ShortlistEntryResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await shortlistService.get(actorOf(request.account!), request.params.id);
      return { status: 200, message: 'Shortlist entry found', data };
    },
  );

  fastify.put(
    '/:id',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['shortlist'],
        summary: 'Save a talent to your shortlist (at Saved; 200 when already there)',
        params: IdParams,
        response: { 200: ShortlistEntryResponse, 201: ShortlistEntryResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { created, entry } = await shortlistService.save(
        actorOf(request.account!),
        request.params.id,
      );
      const status = created ? 201 : 200;
      return reply.code(status).send({ status, message: 'Saved to shortlist', data: entry });
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['shortlist'],
        summary: "Move a shortlisted talent to a stage and/or replace the company's note",
        params: IdParams,
        body: ShortlistUpdateBody,
        response: { 200: ShortlistEntryResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await shortlistService.update(
        actorOf(request.account!),
        request.params.id,
        request.body,
      );
      return { status: 200, message: 'Shortlist updated', data };
    },
  );

  fastify.delete(
    '/:id',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: ['shortlist'],
        summary: 'Remove a talent from your shortlist, with its note and history',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await shortlistService.remove(actorOf(request.account!), request.params.id);
      return { status: 200, message: 'Removed from shortlist' };
    },
  );
};

export default shortlist;
