// Sessions on HTTP (the rules are domains/accounts/sessions.ts): login puts the session token in
// the HttpOnly cookie `peworld_session`; every request with the cookie gets `request.account`.
// Route guards: `onRequest: fastify.requireAuth`, `onRequest: fastify.requireRole('recruiter')`,
// `onRequest: fastify.requireOwner({...})` (they run before the body is parsed or validated).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '../../schemas/common.js';
import { createSessionData, type SessionData } from '../../domains/accounts/session-data.js';
import {
  createSessions,
  hashToken,
  wellFormedToken,
  type SessionAccount,
  type Sessions,
} from '../../domains/accounts/sessions.js';
import type { ReadGenerations } from '../../domains/reads/read-generations.js';
import { parseId } from '../../lib/id-param.js';

export const SESSION_COOKIE = 'peworld_session';

export type RequestAccount = SessionAccount;

export interface OwnerRule {
  /** Role the owner must have. */
  role: Role;
  /** Path parameter holding the owner's account id (default 'id'). */
  param?: string;
  /** Whether the id names an existing resource: an unknown id answers 404 instead of 403. */
  exists: (id: number) => Promise<boolean>;
  /** 403 message. */
  forbidden?: string;
}

export interface SessionManager {
  /**
   * Starts a session for the account. A session cookie the request already carries (another
   * login in the same browser, any account) is revoked first: one browser, one session.
   */
  start(request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<void>;
  /** Revokes the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Hash of the request's session token, or null. */
  currentTokenHash(request: FastifyRequest): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
    /** The sessions domain service (logging an account out elsewhere, in a transaction). */
    accountSessions: Sessions;
    /** The session rows (tests count look-ups through it). */
    sessionsRepository: SessionData;
    requireAuth: onRequestAsyncHookHandler;
    requireRole: (role: Role) => onRequestAsyncHookHandler;
    requireOwner: (rule: OwnerRule) => onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The logged-in account, or null (always null on a route with `config.sameForEveryone`). */
    account: RequestAccount | null;
    /** The read generations the session lookup brought along (null: no session looked up). */
    readGenerations: ReadGenerations | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers every visitor alike and never reads `request.account`: a session cookie
     * it carries is not looked up (a statement per request saved on the talent search, which
     * every logged-in recruiter's browser sends with its cookie). A function decides per request
     * (the talent search reads the session only for a salary filter, which is for recruiters).
     */
    sameForEveryone?: boolean | ((request: FastifyRequest) => boolean);
  }
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const ROLE_NAMES: Record<Role, string> = {
  talent: 'talent accounts',
  recruiter: 'recruiter accounts',
};

export default fp(
  async (fastify) => {
    const { config } = fastify;
    const sessionsRepository = createSessionData(fastify.db);
    const accountSessions = createSessions(sessionsRepository, {
      ttlHours: config.sessionTtlHours,
    });
    fastify.decorate('sessionsRepository', sessionsRepository);
    fastify.decorate('accountSessions', accountSessions);
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.cookieSecure,
      path: '/',
    };

    const tokenOf = (request: FastifyRequest) => wellFormedToken(request.cookies[SESSION_COOKIE]);

    const sessions: SessionManager = {
      async start(request, reply, accountId) {
        const { token, expires } = await accountSessions.start(accountId, tokenOf(request));
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires });
      },
      async end(request, reply) {
        const token = tokenOf(request);
        if (token) await accountSessions.end(token);
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
      currentTokenHash(request) {
        const token = tokenOf(request);
        return token ? hashToken(token) : null;
      },
    };

    fastify.decorate('sessions', sessions);

    const sweep = setInterval(() => {
      accountSessions
        .sweepExpired()
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'session sweep failed'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
    fastify.decorateRequest('account', null);
    fastify.decorateRequest('readGenerations', null);

    // Not async: most requests carry no session cookie and need no promise of their own.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const same = request.routeOptions.config.sameForEveryone;
      if (same === true || (typeof same === 'function' && same(request))) return done();
      const token = tokenOf(request);
      if (!token) return done();
      accountSessions.lookUp(token).then(
        (found) => {
          request.account = found?.account ?? null;
          request.readGenerations = found?.reads ?? null;
          done();
        },
        (error: Error) => done(error),
      );
    });

    const requireAuth: onRequestAsyncHookHandler = async (request) => {
      if (!request.account) throw fastify.httpErrors.unauthorized('Please log in first');
    };
    fastify.decorate('requireAuth', requireAuth);

    fastify.decorate('requireRole', (role: Role): onRequestAsyncHookHandler => {
      return async (request) => {
        if (!request.account) throw fastify.httpErrors.unauthorized('Please log in first');
        if (request.account.role !== role)
          throw fastify.httpErrors.forbidden(`Only ${ROLE_NAMES[role]} can do this`);
      };
    });

    fastify.decorate('requireOwner', (rule: OwnerRule): onRequestAsyncHookHandler => {
      const param = rule.param ?? 'id';
      return async (request) => {
        if (!request.account) throw fastify.httpErrors.unauthorized('Please log in first');
        // The id-params hook already turned the id into its number (or answered 404).
        const id = parseId((request.params as Record<string, unknown>)[param]);
        if (id === null) throw fastify.httpErrors.notFound('Not found');
        if (request.account.role === rule.role && request.account.id === id) return;
        if (!(await rule.exists(id))) throw fastify.httpErrors.notFound('Not found');
        throw fastify.httpErrors.forbidden(
          rule.forbidden ?? 'You can only change your own profile',
        );
      };
    });
  },
  { name: 'session-manager', dependencies: ['db', 'env', 'id-params'] },
);
