import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangePasswordBody } from '../../../schemas/auth.js';
import { errorResponses, MessageResponse } from '../../../schemas/common.js';
import { WrongPasswordError } from '../../../domains/accounts/password-service.js';
import { tooManyFailures } from '../../../lib/guess-throttle-http.js';

export const passwordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { passwordService, passwordThrottle, sessions } = fastify;

  fastify.patch(
    '/password',
    {
      onRequest: [fastify.authIpLimit, fastify.requireAuth],
      schema: {
        tags: ['auth'],
        summary: 'Change the password (other sessions are logged out)',
        body: ChangePasswordBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const throttleKey = String(accountId);
      const wait = await passwordThrottle.waitFor(throttleKey, request.ip);
      if (wait > 0) throw tooManyFailures(reply, wait);
      try {
        await passwordService.change(accountId, request.body, sessions.currentTokenHash(request));
      } catch (error) {
        // Only wrong guesses count towards the throttle.
        if (error instanceof WrongPasswordError)
          await passwordThrottle.recordFailure(throttleKey, request.ip);
        throw error;
      }
      await passwordThrottle.recordSuccess(throttleKey, request.ip);
      return {
        status: 200,
        message: 'Your password has been changed. Other devices were logged out.',
      };
    },
  );
};
