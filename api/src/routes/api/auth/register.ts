import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RegisterCompanyBody,
  RegisterResponse,
  RegisterTalentBody,
} from '../../../schemas/auth.js';
import { errorResponses } from '../../../schemas/common.js';
import { deriveCategory } from '../../../lib/company-category.js';
import { tidyPhone } from '../../../lib/phone.js';
import { FieldHttpError } from '../../../lib/field-error.js';

const DUPLICATE = 'Email is already registered';

export const registerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { accountsRepository, passwords } = fastify;

  async function answer(id: number) {
    const user = await accountsRepository.sessionUser(id);
    if (!user) throw new Error(`account ${id} vanished after registration`);
    return { status: 201, message: 'Account created. Please log in.', result: user };
  }

  const duplicate = () => new FieldHttpError(409, 'email', DUPLICATE);

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
      const body = request.body;
      const id = await accountsRepository.createTalent({
        full_name: body.full_name,
        email: body.email,
        phone: tidyPhone(body.phone),
        password_hash: await passwords.hash(body.password),
      });
      if (id === null) throw duplicate();
      return reply.code(201).send(await answer(id));
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
      const body = request.body;
      const id = await accountsRepository.createCompany({
        name: body.name,
        email: body.email,
        name_company: body.company,
        field_company: body.field,
        category: body.category ?? deriveCategory(body.field),
        phone: tidyPhone(body.phone),
        password_hash: await passwords.hash(body.password),
      });
      if (id === null) throw duplicate();
      return reply.code(201).send(await answer(id));
    },
  );
};
