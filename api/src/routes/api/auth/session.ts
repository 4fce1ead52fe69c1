import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LanguageBody, LoginResponse } from '../../../schemas/auth.js';
import { errorResponses, MessageResponse } from '../../../schemas/common.js';

export const sessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out (revokes the session, clears the cookie)',
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await fastify.sessions.end(request, reply);
      return { status: 200, message: 'You are logged out' };
    },
  );

  fastify.get(
    '/me',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in account',
        response: { 200: LoginResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await fastify.accountsService.sessionUser(request.account!.id);
      return { status: 200, message: 'OK', result: { user } };
    },
  );
  fastify.put(
    '/language',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['auth'],
        summary: "Store the account's language (id or en): it follows the user to other devices",
        body: LanguageBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await fastify.accountsRepository.setLanguage(request.account!.id, request.body.language);
      return { status: 200, message: 'Language saved' };
    },
  );
};
