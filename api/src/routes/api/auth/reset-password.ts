import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomBytes } from 'node:crypto';
import { ResetConfirmBody, ResetConfirmResponse, ResetRequestBody } from '../../../schemas/auth.js';
import { errorResponses, MessageResponse } from '../../../schemas/common.js';
import { hashToken } from '../../../domains/accounts/sessions.js';
import type { Role } from '../../../schemas/common.js';
import { requestLanguage } from '../../../lib/request-language.js';

export const RESET_TTL_MINUTES = 30;
/** The window of RATE_LIMIT_RESET_MAILS_MAX (reset mails one account is sent). */
const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;
const SENT = 'If an account exists for that email, we have sent a link to reset the password.';

export const resetPasswordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const {
    accountsRepository,
    passwordResetsRepository,
    passwordService,
    loginThrottle,
    passwordThrottle,
    mailer,
    config,
    counterStore,
  } = fastify;

  /**
   * Whether the account may be sent another reset mail. Counted per account, whatever the
   * address asking: the per-address limits alone let a few addresses flood one mailbox.
   */
  async function mayMail(accountId: number): Promise<boolean> {
    const { count } = await counterStore.hit(`reset-mail:${accountId}`, RESET_MAIL_WINDOW_MS);
    return count <= config.rateLimitResetMailsMax;
  }

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
      // Past the cap the answer is the same as for a mail sent (or an unknown address), so it
      // reveals nothing about the account; the links already sent still work.
      if (account && (await mayMail(account.id))) {
        const token = randomBytes(32).toString('base64url');
        await passwordResetsRepository.create(hashToken(token), account.id, RESET_TTL_MINUTES);
        const link = `${config.publicUrl}/confirm-password?token=${token}`;
        // Not awaited: the answer must not take longer when the account exists.
        // The account's language; one never chosen: the language the request is in.
        const language =
          (await accountsRepository.language(account.id)) ?? requestLanguage(request);
        mailer.sendInBackground(mailer.passwordResetMessage(account.email, link, language));
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
      const account = await passwordService.reset(request.body.token, request.body.password);
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
