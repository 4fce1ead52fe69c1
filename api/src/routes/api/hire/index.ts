// /api/hire: a recruiter sends a hire request to a talent; each side lists its own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HireBody, HireCreatedResponse, HireListResponse } from '../../../schemas/hire.js';
import { errorResponses } from '../../../schemas/common.js';

const hire: FastifyPluginAsyncTypebox = async (fastify) => {
  const { hireRepository, httpErrors } = fastify;

  fastify.post(
    '/',
    {
      onRequest: fastify.requireRole('recruiter'),
      schema: {
        tags: ['hire'],
        summary:
          'Send a hire request to a talent (as your own company; id_company in the body is ignored)',
        body: HireBody,
        response: { 201: HireCreatedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await hireRepository.create({
        id_company: request.account!.id,
        id_user: request.body.id_user,
        subject: request.body.subject,
        message: request.body.message,
      });
      if (!created) throw httpErrors.notFound('Talent not found');
      return reply.code(201).send({ status: 201, message: 'Saved!', data: created });
    },
  );

  fastify.get(
    '/',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['hire'],
        summary: 'Hire requests received (talent) or sent (recruiter), newest first',
        response: { 200: HireListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const account = request.account!;
      const data =
        account.role === 'talent'
          ? await hireRepository.listForTalent(account.id)
          : await hireRepository.listForCompany(account.id);
      return { status: 200, message: 'Hire requests found', data };
    },
  );
};

export default hire;
