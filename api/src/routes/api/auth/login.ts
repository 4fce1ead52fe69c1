import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginBody, LoginResponse } from '../../../schemas/auth.js';
import { errorResponses, type Role } from '../../../schemas/common.js';
import { tooManyFailures } from '../../../lib/guess-throttle-http.js';
import { DomainError } from '../../../domains/domain-error.js';

// One message for unknown email and wrong password: no account enumeration.
const WRONG = 'Email or password is incorrect';
const OTHER_ROLE: Record<Role, string> = {
  talent: 'This is a talent account. Please log in as a talent.',
  recruiter: 'This is a recruiter account. Please log in as a recruiter.',
};

export const loginRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { accountsRepository, passwords, loginThrottle, sessions } = fastify;

  async function login(role: Role, request: FastifyRequest, reply: FastifyReply) {
    const { email, password } = request.body as { email: string; password: string };
    // Checked before the password: a blocked source learns nothing, right password or not.
    const wait = await loginThrottle.waitFor(email, request.ip);
    if (wait > 0) throw tooManyFailures(reply, wait);
    const account = await accountsRepository.findByEmail(email);
    const valid = account
      ? await passwords.verify(account.password_hash, password)
      : await passwords.verifyNothing(password);
    if (!account || !valid) {
      await loginThrottle.recordFailure(email, request.ip);
      throw new DomainError('unauthenticated', WRONG);
    }
    await loginThrottle.recordSuccess(email, request.ip);
    // The password is right, so saying which login page to use reveals nothing new.
    if (account.role !== role) throw new DomainError('unauthenticated', OTHER_ROLE[account.role]);
    await sessions.start(request, reply, account.id);
    const user = await accountsRepository.sessionUser(account.id);
    return { status: 200, message: 'Login successful', result: { user: user! } };
  }

  const schema = (summary: string) => ({
    tags: ['auth'],
    summary,
    body: LoginBody,
    response: { 200: LoginResponse, ...errorResponses },
  });

  fastify.post(
    '/login-user',
    {
      onRequest: fastify.authIpLimit,
      schema: schema('Log in as a talent (sets the session cookie)'),
    },
    async (request, reply) => login('talent', request, reply),
  );

  fastify.post(
    '/login-company',
    {
      onRequest: fastify.authIpLimit,
      schema: schema('Log in as a recruiter (sets the session cookie)'),
    },
    async (request, reply) => login('recruiter', request, reply),
  );
};
