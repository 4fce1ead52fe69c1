// /api/hire: a recruiter sends a hire request to a talent (the first message of their
// conversation, or the next one); the talent accepts or declines it, the recruiter withdraws it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HireBody, HireCreatedResponse, HireListResponse } from '../../../schemas/hire.js';
import { HireActionBody, HireStatusResponse } from '../../../schemas/conversation.js';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import { asHttp } from '../../../lib/conversation-http.js';
import { hireRequestMail } from '../../../lib/hire-mail.js';
import { HIRE_EXPIRY_DAYS } from '../../../plugins/app/conversations-repository.js';

const hire: FastifyPluginAsyncTypebox = async (fastify) => {
  const { hireRepository, conversationsRepository, httpErrors, mailer, config } = fastify;

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
      const created = await asHttp(
        fastify,
        conversationsRepository.createHire({
          id_company: request.account!.id,
          id_user: request.body.id_user,
          subject: request.body.subject,
          message: request.body.message,
        }),
      );
      if (created.talent.email_hire_requests) {
        mailer.sendInBackground(
          hireRequestMail({
            to: created.talent.email,
            talentName: created.talent.full_name,
            companyName: created.company_name,
            subject: request.body.subject,
            message: request.body.message,
            link: `${config.publicUrl}/chat/${created.conversation_id}`,
            settingsLink: `${config.publicUrl}/chat`,
          }),
        );
      }
      const data = await hireRepository.get(created.hire_id);
      if (!data) throw httpErrors.notFound('Talent not found');
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
        response: { 200: HireListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const account = request.account!;
      await conversationsRepository.expireDue();
      const data =
        account.role === 'talent'
          ? await hireRepository.listForTalent(account.id)
          : await hireRepository.listForCompany(account.id);
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
      const { conversationId, message } = await asHttp(
        fastify,
        conversationsRepository.changeHire(
          request.account!,
          request.params.id,
          request.body.action,
          request.body.reason || undefined,
        ),
      );
      const row = await hireRepository.get(request.params.id);
      if (!row) throw httpErrors.notFound('Hire request not found');
      const expires = new Date(new Date(row.created_at).getTime() + HIRE_EXPIRY_DAYS * 86_400_000);
      return {
        status: 200,
        message: 'Hire request updated',
        data: {
          conversation_id: conversationId,
          message,
          hire: {
            id: row.id,
            subject: row.subject,
            status: row.status,
            decline_reason: row.decline_reason,
            created_at: new Date(row.created_at).toISOString(),
            expires_at: expires.toISOString(),
          },
        },
      };
    },
  );
};

export default hire;
