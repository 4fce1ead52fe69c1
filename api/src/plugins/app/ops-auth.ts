// Who may change which remote builds the product serves (issue 30). Three ways in, none of them
// a product account:
// - the command line on the server: the Unix socket in DATA_DIR (remote-ops/local-ops-socket.ts);
//   only it may create ops accounts and tokens ("created from the command line, never by sign-up");
// - an ops account signed in on the ops page: the HttpOnly cookie `peworld_ops` (SameSite=Strict,
//   path /api/ops), whose state-changing calls must come from the product's own origin;
// - a CI pipeline: `Authorization: Bearer <token>` with a token made on the command line.
// Routes use `onRequest: fastify.requireOps` (or `requireLocalOps`); `request.ops` says who.
import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isLocalOpsRequest, listenLocalOps } from '../../remote-ops/local-ops-socket.js';

export const OPS_COOKIE = 'peworld_ops';
const OPS_SESSION_HOURS = 12;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface OpsPrincipal {
  kind: 'local' | 'session' | 'token';
  /** Written into the history: who made a change. */
  actor: string;
  accountId: number | null;
  email: string | null;
}

export interface OpsAccounts {
  /** A new ops account (409 when the email is taken). */
  create(email: string, password: string): Promise<{ id: number; email: string }>;
  /** A new API token for an ops account, shown once; a token of the same name is replaced. */
  issueToken(email: string, name: string): Promise<string>;
  /** Checks the password and sets the session cookie; null when the credentials are wrong. */
  signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    password: string,
  ): Promise<{ email: string } | null>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    opsAccounts: OpsAccounts;
    requireOps: onRequestAsyncHookHandler;
    requireLocalOps: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    ops: OpsPrincipal | null;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Printable, short: the command line says who runs it (the OS user), kept as told. */
function localActor(request: FastifyRequest): string {
  const told = request.headers['x-ops-actor'];
  const name =
    typeof told === 'string' && /^[\w.@+-]{1,64}$/.test(told) ? told : 'unknown operator';
  return `${name} (command line)`;
}

export default fp(
  async (fastify) => {
    const { config, db, passwords, httpErrors, log } = fastify;
    const publicOrigin = new URL(config.publicUrl).origin;
    const allowedOrigins = new Set([publicOrigin, ...config.corsOrigins]);
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: config.cookieSecure,
      path: '/api/ops',
    };

    /**
     * A cookie rides along on cross-site requests; the session may only change things when the
     * request comes from the product's own pages (Origin, or Sec-Fetch-Site without it).
     * A request with neither header is not from a browser page and carries no ambient cookie risk.
     */
    const assertSameOrigin = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (typeof origin === 'string') {
        if (!allowedOrigins.has(origin))
          throw httpErrors.forbidden(`Ops calls are not accepted from ${origin}`);
        return;
      }
      const site = request.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site')
        throw httpErrors.forbidden('Ops calls are only accepted from the product itself');
    };

    async function fromToken(token: string): Promise<OpsPrincipal | null> {
      const { rows } = await db.query<{ id: number; email: string; name: string }>(
        `UPDATE ops_tokens t SET last_used_at = now() FROM ops_accounts a
         WHERE t.token_hash = $1 AND a.id = t.ops_account_id
         RETURNING a.id, a.email, t.name`,
        [sha256(token)],
      );
      const row = rows[0];
      return row
        ? {
            kind: 'token',
            actor: `${row.email} (token ${row.name})`,
            accountId: Number(row.id),
            email: row.email,
          }
        : null;
    }

    async function fromSession(token: string): Promise<OpsPrincipal | null> {
      const { rows } = await db.query<{ id: number; email: string }>(
        `SELECT a.id, a.email FROM ops_sessions s JOIN ops_accounts a ON a.id = s.ops_account_id
         WHERE s.token_hash = $1 AND s.expires_at > now()`,
        [sha256(token)],
      );
      const row = rows[0];
      return row
        ? { kind: 'session', actor: row.email, accountId: Number(row.id), email: row.email }
        : null;
    }

    async function principalOf(request: FastifyRequest): Promise<OpsPrincipal | null> {
      if (isLocalOpsRequest(request.raw))
        return { kind: 'local', actor: localActor(request), accountId: null, email: null };
      const authorization = request.headers.authorization;
      if (typeof authorization === 'string') {
        const match = /^Bearer\s+(\S+)$/i.exec(authorization);
        return match && TOKEN_SHAPE.test(match[1]!) ? fromToken(match[1]!) : null;
      }
      const cookie = request.cookies[OPS_COOKIE];
      if (cookie && TOKEN_SHAPE.test(cookie)) {
        if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request);
        return fromSession(cookie);
      }
      return null;
    }

    fastify.decorateRequest('ops', null);

    fastify.decorate('requireOps', async (request: FastifyRequest) => {
      request.ops = await principalOf(request);
      if (!request.ops)
        throw httpErrors.unauthorized(
          'Sign in with an ops account (or send an ops API token) to manage remotes',
        );
    });

    fastify.decorate('requireLocalOps', async (request: FastifyRequest) => {
      if (!isLocalOpsRequest(request.raw))
        throw httpErrors.forbidden(
          'Ops accounts and tokens are created on the command line only (npm run remotes -- ops …)',
        );
      request.ops = { kind: 'local', actor: localActor(request), accountId: null, email: null };
    });

    const accounts: OpsAccounts = {
      async create(email, password) {
        const hash = await passwords.hash(password);
        const { rows } = await db.query<{ id: number; email: string }>(
          `INSERT INTO ops_accounts (email, password_hash) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING id, email`,
          [email, hash],
        );
        if (!rows[0]) throw httpErrors.conflict(`There is already an ops account ${email}`);
        log.info({ email }, 'ops account created');
        return { id: Number(rows[0].id), email: rows[0].email };
      },
      async issueToken(email, name) {
        const token = newToken();
        const { rows } = await db.query<{ name: string }>(
          `INSERT INTO ops_tokens (token_hash, ops_account_id, name)
           SELECT $1, id, $3 FROM ops_accounts WHERE lower(email) = lower($2)
           ON CONFLICT (ops_account_id, name) DO UPDATE
             SET token_hash = EXCLUDED.token_hash, created_at = now(), last_used_at = NULL
           RETURNING name`,
          [sha256(token), email, name],
        );
        if (!rows[0]) throw httpErrors.notFound(`There is no ops account ${email}`);
        log.info({ email, name }, 'ops API token issued');
        return token;
      },
      async signIn(request, reply, email, password) {
        const { rows } = await db.query<{ id: number; email: string; password_hash: string }>(
          'SELECT id, email, password_hash FROM ops_accounts WHERE lower(email) = lower($1)',
          [email],
        );
        const account = rows[0];
        const valid = account
          ? await passwords.verify(account.password_hash, password)
          : await passwords.verifyNothing(password);
        if (!account || !valid) return null;
        const previous = request.cookies[OPS_COOKIE];
        if (previous)
          await db.query('DELETE FROM ops_sessions WHERE token_hash = $1', [sha256(previous)]);
        const token = newToken();
        const { rows: created } = await db.query<{ expires_at: Date | string }>(
          `INSERT INTO ops_sessions (token_hash, ops_account_id, expires_at)
           VALUES ($1, $2, now() + make_interval(hours => $3)) RETURNING expires_at`,
          [sha256(token), account.id, OPS_SESSION_HOURS],
        );
        reply.setCookie(OPS_COOKIE, token, {
          ...cookieOptions,
          expires: new Date(created[0]!.expires_at),
        });
        return { email: account.email };
      },
      async signOut(request, reply) {
        const token = request.cookies[OPS_COOKIE];
        if (token)
          await db.query('DELETE FROM ops_sessions WHERE token_hash = $1', [sha256(token)]);
        reply.clearCookie(OPS_COOKIE, cookieOptions);
      },
    };
    fastify.decorate('opsAccounts', accounts);

    const sweep = setInterval(() => {
      db.query('DELETE FROM ops_sessions WHERE expires_at < now()').catch((error: unknown) =>
        log.debug({ err: error }, 'ops session sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));

    // The command line's socket: opened once the app is ready, closed first on shutdown.
    if (config.opsSocketPath) {
      let socket: { close(): Promise<void> } | null = null;
      fastify.addHook('onReady', async () => {
        try {
          socket = await listenLocalOps(fastify, config.opsSocketPath);
          if (!socket)
            log.info(
              { socket: config.opsSocketPath },
              'another instance answers the ops socket of this DATA_DIR',
            );
        } catch (error) {
          log.warn({ err: error, socket: config.opsSocketPath }, 'ops socket not opened');
        }
      });
      fastify.addHook('preClose', async () => {
        await socket?.close();
      });
    }
  },
  {
    name: 'ops-auth',
    dependencies: ['db', 'cookie', 'sensible', 'password-manager'],
  },
);
