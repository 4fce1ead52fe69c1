import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RegisterCompanyBody,
  RegisterResponse,
  RegisterTalentBody,
} from '../../../schemas/auth.js';
import { errorResponses } from '../../../schemas/common.js';

export const registerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { accountsService } = fastify;
  const created = { status: 201, message: 'Account created. Please log in.' };

  fastify.post(
    '/regis-user',
    {
      onRequest: fastify.authIpLimit,
      schema: {
        tags: ['auth'],
        summary: 'Register a talent account',
        body: RegisterTalentBody,
        response: { 201: RegisterResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await accountsService.registerTalent(request.body);
      return reply.code(201).send({ ...created, result });
    },
  );

  fastify.post(
    '/regis-company',
    {
      onRequest: fastify.authIpLimit,
      schema: {
        tags: ['auth'],
        summary: 'Register a recruiter (company) account',
        body: RegisterCompanyBody,
        response: { 201: RegisterResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await accountsService.registerCompany(request.body);
      return reply.code(201).send({ ...created, result });
    },
  );
};
