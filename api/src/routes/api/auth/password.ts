import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangePasswordBody } from '../../../schemas/auth.js';
import { errorResponses, MessageResponse } from '../../../schemas/common.js';
import { FieldHttpError } from '../../../lib/field-error.js';
import { tooManyFailures } from '../../../lib/guess-throttle-http.js';

export const passwordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const {
    accountsRepository,
    sessionsRepository,
    passwordResetsRepository,
    passwords,
    passwordThrottle,
    sessions,
    httpErrors,
    db,
  } = fastify;

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
      const account = await accountsRepository.findById(accountId);
      if (!account) throw httpErrors.unauthorized('Please log in first');
      // 400, not 401: the session is fine, a field is wrong (a 401 would log the UI out).
      if (!(await passwords.verify(account.password_hash, request.body.current_password))) {
        await passwordThrottle.recordFailure(throttleKey, request.ip);
        throw new FieldHttpError(400, 'current_password', 'Current password is incorrect');
      }
      await passwordThrottle.recordSuccess(throttleKey, request.ip);
      const hash = await passwords.hash(request.body.new_password);
      await db.transaction(async (tx) => {
        await accountsRepository.updatePassword(accountId, hash, tx);
        // A reset link asked for before the change must not undo it.
        await passwordResetsRepository.consumeAll(accountId, tx);
        await sessionsRepository.deleteForAccount(
          accountId,
          sessions.currentTokenHash(request),
          tx,
        );
      });
      return {
        status: 200,
        message: 'Your password has been changed. Other devices were logged out.',
      };
    },
  );
};
