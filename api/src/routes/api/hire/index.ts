// /api/hire: a recruiter sends a hire request to a talent (the first message of their
// conversation, or the next one); the talent accepts or declines it, the recruiter withdraws it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HireBody,
  HireCreatedResponse,
  HireListQuery,
  HireListResponse,
} from '../../../schemas/hire.js';
import { HireActionBody, HireStatusResponse } from '../../../schemas/conversation.js';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import { HIRE_EXPIRY_DAYS } from '../../../domains/conversations/conversations-service.js';

const hire: FastifyPluginAsyncTypebox = async (fastify) => {
  const { conversationsService } = fastify;

  fastify.post(
    '/',
    {
      onRequest: [fastify.requireRole('recruiter'), fastify.messageLimit],
      schema: {
        tags: ['hire'],
        summary:
          'Send a hire request to a talent (as your own company; id_company in the body is ignored)',
        description:
          'Opens the conversation with the talent or adds to it. One pending request per company and talent: ' +
          `a second one while one is pending answers 409. A pending request expires after ${HIRE_EXPIRY_DAYS} days.`,
        body: HireBody,
        response: { 201: HireCreatedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await conversationsService.sendHire({
        id_company: request.account!.id,
        id_user: request.body.id_user,
        subject: request.body.subject,
        message: request.body.message,
      });
      return reply.code(201).send({ status: 201, message: 'Saved!', data });
    },
  );

  fastify.get(
    '/',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['hire'],
        summary: 'Hire requests received (talent) or sent (recruiter), newest first',
        description:
          'id_user keeps the requests to (or of) that talent, status those in that state: ' +
          '?id_user=5&status=pending tells a recruiter whether a request to talent 5 is waiting.',
        querystring: HireListQuery,
        response: { 200: HireListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await conversationsService.hireList(request.account!, request.query);
      return { status: 200, message: 'Hire requests found', data };
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['hire'],
        summary:
          'Answer a pending hire request: accept or decline (the talent), withdraw (the company)',
        description:
          'The wrong side answers 403, another account 403, an unknown id 404, a request that is no longer pending 409. ' +
          'reason is kept only when declining.',
        params: IdParams,
        body: HireActionBody,
        response: { 200: HireStatusResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await conversationsService.answerHire(
        request.account!,
        request.params.id,
        request.body.action,
        request.body.reason || undefined,
      );
      return { status: 200, message: 'Hire request updated', data };
    },
  );
};

export default hire;
