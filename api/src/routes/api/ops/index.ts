// /api/ops: the remote pointers for ops (the command line, the ops page, CI pipelines). Every
// route needs an ops principal (plugins/app/ops-auth.ts); accounts and tokens are created only
// through the command line's socket.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { errorResponses } from '../../../schemas/common.js';
import {
  ActionBody,
  CanaryBody,
  ChangeResponse,
  HistoryQuery,
  HistoryResponse,
  ListResponse,
  OpsAccountBody,
  OpsLoginBody,
  OpsSessionResponse,
  OpsTokenBody,
  OpsTokenResponse,
  PreviewBody,
  PreviewResponse,
  RemoteParams,
  UseBody,
} from '../../../schemas/ops.js';
import { ErrorResponse, MessageResponse } from '../../../schemas/common.js';
import { CheckFailed } from '../../../remote-ops/inspect-remote.js';
import { CommandRefused, type PointerCommand } from '../../../remote-ops/pointer-commands.js';
import { PointerConflict, type ChangeResult } from '../../../remote-ops/pointer-store.js';
import { UnknownRemote } from '../../../remote-ops/remote-lookup.js';
import { DomainError } from '../../../domains/domain-error.js';

const withRefusals = { ...errorResponses, 422: ErrorResponse };

const ops: FastifyPluginAsyncTypebox = async (fastify) => {
  const { remotePointers, opsAccounts } = fastify;

  /** Domain refusals as HTTP answers; the failed validation check is also in X-Failed-Check. */
  const asHttp = (reply: FastifyReply, error: unknown): never => {
    if (error instanceof CheckFailed) {
      reply.header('x-failed-check', error.check);
      throw new DomainError(
        'unprocessable',
        `Refused: the ${error.check} check failed: ${error.message}`,
      );
    }
    if (error instanceof CommandRefused) throw new DomainError('conflict', error.message);
    if (error instanceof PointerConflict) throw new DomainError('conflict', error.message);
    if (error instanceof UnknownRemote) throw new DomainError('not_found', error.message);
    throw error;
  };

  const changed = (result: ChangeResult) => ({
    status: 200,
    message: result.outcome.changed
      ? `${result.pointer.remote}: ${result.history?.action} ${result.history?.from ?? 'none'} -> ${result.history?.to ?? 'none'}`
      : `${result.pointer.remote}: already so, nothing changed`,
    data: {
      remote: result.pointer.remote,
      changed: result.outcome.changed,
      revision: result.pointer.revision,
      stable: result.pointer.stable,
      canary: result.pointer.canary,
      canaryPercent: result.pointer.canary ? result.pointer.canaryPercent : 0,
      history: result.history,
    },
  });

  const run = async (
    reply: FastifyReply,
    remote: string,
    command: PointerCommand,
    actor: string,
    body: { note?: string; expectedRevision?: number },
  ) => {
    try {
      return changed(
        await remotePointers.change(remote, command, {
          actor,
          note: body.note ?? '',
          ...(body.expectedRevision !== undefined
            ? { expectedRevision: body.expectedRevision }
            : {}),
        }),
      );
    } catch (error) {
      return asHttp(reply, error);
    }
  };

  const guarded = { onRequest: fastify.requireOps };
  const tags = ['ops'];

  fastify.get(
    '/remotes',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Each remote: stable, canary and share, reachability, shared-ui range, last hour',
        response: { 200: ListResponse, ...errorResponses },
      },
    },
    async () => ({ status: 200, message: 'Remotes', data: await remotePointers.list() }),
  );

  fastify.post(
    '/remotes/:remote/use',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Validate a version or manifest URL, then make it stable for everyone',
        params: RemoteParams,
        body: UseBody,
        response: { 200: ChangeResponse, ...withRefusals },
      },
    },
    async (request, reply) =>
      run(
        reply,
        request.params.remote,
        { action: 'use', target: request.body.target },
        request.ops!.actor,
        request.body,
      ),
  );

  fastify.post(
    '/remotes/:remote/canary',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Validate, then serve it to a sticky share of visitors',
        params: RemoteParams,
        body: CanaryBody,
        response: { 200: ChangeResponse, ...withRefusals },
      },
    },
    async (request, reply) =>
      run(
        reply,
        request.params.remote,
        { action: 'canary', target: request.body.target, percent: request.body.percent },
        request.ops!.actor,
        request.body,
      ),
  );

  for (const action of ['promote', 'rollback', 'reset'] as const) {
    fastify.post(
      `/remotes/:remote/${action}`,
      {
        ...guarded,
        schema: {
          tags,
          summary: {
            promote: 'The canary becomes stable',
            rollback: 'Back to the previous stable at once (canary dropped)',
            reset: 'Back to the default (REMOTE_<FOLDER>_URL, else the local build)',
          }[action],
          params: RemoteParams,
          body: ActionBody,
          response: { 200: ChangeResponse, ...withRefusals },
        },
      },
      async (request, reply) =>
        run(reply, request.params.remote, { action }, request.ops!.actor, request.body ?? {}),
    );
  }

  fastify.post(
    '/remotes/:remote/preview',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'A link that serves this build to the browser that opens it, nobody else',
        params: RemoteParams,
        body: PreviewBody,
        response: { 200: PreviewResponse, ...withRefusals },
      },
    },
    async (request, reply) => {
      try {
        const preview = await remotePointers.preview(request.params.remote, request.body.target, {
          actor: request.ops!.actor,
          note: request.body.note ?? '',
          ...(request.body.hours !== undefined ? { hours: request.body.hours } : {}),
        });
        return { status: 200, message: 'Preview link', data: preview };
      } catch (error) {
        return asHttp(reply, error);
      }
    },
  );

  fastify.get(
    '/history',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Every change: who, when, from -> to, why (newest first)',
        querystring: HistoryQuery,
        response: { 200: HistoryResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return {
          status: 200,
          message: 'History',
          data: await remotePointers.history(request.query.remote, request.query.limit),
        };
      } catch (error) {
        return asHttp(reply, error);
      }
    },
  );

  // ---- who is calling; ops page sign-in ----
  fastify.get(
    '/session',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The ops principal of this request',
        response: { 200: OpsSessionResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Signed in',
      data: { email: request.ops!.email, actor: request.ops!.actor, kind: request.ops!.kind },
    }),
  );

  fastify.post(
    '/login',
    {
      onRequest: fastify.authIpLimit,
      schema: {
        tags,
        summary: 'Sign in with an ops account (sets the ops session cookie)',
        body: OpsLoginBody,
        response: { 200: OpsSessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const origin = request.headers.origin;
      const ownOrigin = new URL(fastify.config.publicUrl).origin;
      if (
        typeof origin === 'string' &&
        origin !== ownOrigin &&
        !fastify.config.corsOrigins.includes(origin)
      )
        throw new DomainError('forbidden', `Ops sign-in is not accepted from ${origin}`);
      const key = `ops:${request.body.email.toLowerCase()}`;
      const wait = await fastify.loginThrottle.waitFor(key, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new DomainError(
          'too_many',
          `Too many wrong passwords. Please try again in ${Math.ceil(wait / 1000)} seconds.`,
        );
      }
      const signedIn = await opsAccounts.signIn(
        request,
        reply,
        request.body.email,
        request.body.password,
      );
      if (!signedIn) {
        await fastify.loginThrottle.recordFailure(key, request.ip);
        throw new DomainError('unauthenticated', 'Email or password is incorrect');
      }
      await fastify.loginThrottle.recordSuccess(key, request.ip);
      return {
        status: 200,
        message: 'Signed in',
        data: { email: signedIn.email, actor: signedIn.email, kind: 'session' as const },
      };
    },
  );

  fastify.post(
    '/logout',
    { schema: { tags, summary: 'Sign out of the ops page', response: { 200: MessageResponse } } },
    async (request, reply) => {
      await opsAccounts.signOut(request, reply);
      return { status: 200, message: 'Signed out' };
    },
  );

  // ---- command line only ----
  fastify.post(
    '/accounts',
    {
      onRequest: fastify.requireLocalOps,
      schema: {
        tags,
        summary: 'Create an ops account (command line socket only)',
        body: OpsAccountBody,
        response: { 201: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = await opsAccounts.create(request.body.email, request.body.password);
      return reply.code(201).send({ status: 201, message: `Ops account ${account.email} created` });
    },
  );

  fastify.post(
    '/tokens',
    {
      onRequest: fastify.requireLocalOps,
      schema: {
        tags,
        summary: 'Issue an API token for an ops account (command line socket only)',
        body: OpsTokenBody,
        response: { 201: OpsTokenResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = await opsAccounts.issueToken(request.body.email, request.body.name);
      return reply
        .code(201)
        .send({ status: 201, message: 'Token issued: it is shown this once', data: { token } });
    },
  );
};

export default ops;
