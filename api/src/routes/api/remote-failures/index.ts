// POST /api/remote-failures: the shell reports a remote that failed to load or render in a
// browser (remote, the manifest URL it had, error code, page). Anyone's browser may report, so
// it is small, validated and limited per address; `list` and the ops page count them per build.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, MessageResponse } from '../../../schemas/common.js';
import { FailureBody } from '../../../schemas/ops.js';
import { UnknownRemote } from '../../../remote-ops/remote-lookup.js';
import { DomainError } from '../../../domains/domain-error.js';
import { minuteLimit } from '../../../lib/minute-limit.js';

/** Reports one address may send a minute (a page fails a few remotes at most per load). */
const REPORTS_PER_MINUTE = 30;

const remoteFailures: FastifyPluginAsyncTypebox = async (fastify) => {
  const limit = minuteLimit(fastify, {
    max: REPORTS_PER_MINUTE,
    key: (request) => `remote-failures:${request.ip}`,
  });
  fastify.post(
    '/',
    {
      onRequest: limit,
      bodyLimit: 4096,
      config: { sameForEveryone: true },
      schema: {
        tags: ['ops'],
        summary: 'A remote failed to load or render in a browser (counted per remote build)',
        body: FailureBody,
        response: { 202: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        await fastify.remotePointers.reportFailure(request.body);
      } catch (error) {
        if (error instanceof UnknownRemote) throw new DomainError('invalid', error.message);
        throw error;
      }
      return reply.code(202).send({ status: 202, message: 'Reported' });
    },
  );
};

export default remoteFailures;
