import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import { ResetConfirmBody, ResetConfirmResponse, ResetRequestBody } from '../../../schemas/auth.js';
import { errorResponses, MessageResponse } from '../../../schemas/common.js';
import { hashToken } from '../../../plugins/app/session-manager.js';
import type { Role } from '../../../schemas/common.js';
import { FieldHttpError } from '../../../lib/field-error.js';

export const RESET_TTL_MINUTES = 30;
const SENT = 'If an account exists for that email, we have sent a link to reset the password.';
const TOKEN_PROBLEMS = {
  unknown: 'This reset link is not valid. Please ask for a new one.',
  used: 'This reset link has already been used. Please ask for a new one.',
  expired: 'This reset link has expired. Please ask for a new one.',
} as const;

export const resetPasswordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const {
    accountsRepository,
    passwordResetsRepository,
    sessionsRepository,
    passwords,
    loginThrottle,
    passwordThrottle,
    mailer,
    db,
    config,
  } = fastify;

  fastify.post(
    '/reset-password',
    {
      onRequest: fastify.authIpLimit,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: ResetRequestBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const account = await accountsRepository.findByEmail(request.body.email);
      if (account) {
        const token = randomBytes(32).toString('base64url');
        await passwordResetsRepository.create(hashToken(token), account.id, RESET_TTL_MINUTES);
        const link = `${config.publicUrl}/confirm-password?token=${token}`;
        // Not awaited: the answer must not take longer when the account exists.
        mailer.sendInBackground(mailer.passwordResetMessage(account.email, link));
      }
      return { status: 200, message: SENT };
    },
  );

  fastify.post(
    '/reset-password/confirm',
    {
      onRequest: fastify.authIpLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token (logs out every session of the account)',
        body: ResetConfirmBody,
        response: { 200: ResetConfirmResponse, ...errorResponses },
      },
    },
    async (request) => {
      const hash = await passwords.hash(request.body.password);
      const tokenHash = hashToken(request.body.token);
      // Throwing inside the transaction rolls it back; nothing is written before the checks.
      const account = await db.transaction(async (tx) => {
        const token = await passwordResetsRepository.lock(tokenHash, tx);
        if (token.state !== 'valid')
          throw new FieldHttpError(400, 'token', TOKEN_PROBLEMS[token.state]);
        const account = await accountsRepository.findById(token.accountId, tx);
        if (!account) throw new FieldHttpError(400, 'token', TOKEN_PROBLEMS.unknown);
        await accountsRepository.updatePassword(account.id, hash, tx);
        await passwordResetsRepository.consumeAll(account.id, tx);
        await sessionsRepository.deleteForAccount(account.id, null, tx);
        return account;
      });
      // The owner proved control of the mailbox: wrong guesses counted against the account,
      // from any address, no longer hold it back.
      await Promise.all([
        loginThrottle.clearAccount(account.email),
        passwordThrottle.clearAccount(String(account.id)),
      ]);
      const role: Role = account.role;
      return {
        status: 200,
        message: 'Your password has been reset. Please log in with the new password.',
        result: { role },
      };
    },
  );
};
