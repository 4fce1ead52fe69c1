// The one error handler and the not-found handler: every failure answers
// `{ status, message, errors: string[], fields?, requestId? }`; 5xx details go to the log only.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, FieldError } from '../schemas/common.js';
import { summary, toFieldErrors } from './validation-messages.js';
import { DatabaseUnavailableError } from '../db/availability.js';
import { ShuttingDownError } from './shutting-down.js';
import { DOMAIN_ERROR_STATUS, DomainError } from '../domains/domain-error.js';

const FILE_TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE']);
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (form|multipart)|Malformed part header)/;
const TOO_MANY_PARTS_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

type Problem = { message: string; problems?: FieldError[]; requestId?: string; code?: string };

/** The envelope: `errors` lists every problem as a sentence; `fields` only for field problems. */
export function errorBody(
  status: number,
  { message, problems, requestId, code }: Problem,
): ApiErrorBody {
  const atFields = (problems ?? []).filter((problem) => problem.field !== '');
  return {
    status,
    message,
    errors: problems && problems.length > 0 ? problems.map((p) => p.message) : [message],
    ...(atFields.length > 0
      ? { fields: Object.fromEntries(atFields.map((p) => [p.field, p.message])) }
      : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(code !== undefined ? { code } : {}),
  };
}

function send(reply: FastifyReply, status: number, problem: Problem) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, problem));
}

export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.validation) {
    // A malformed id in the path names no resource: 404, like an unknown id.
    if (error.validationContext === 'params') return send(reply, 404, { message: 'Not found' });
    const problems = toFieldErrors(error.validation as never);
    request.log.info({ problems, context: error.validationContext }, 'validation failed');
    return send(reply, 400, { message: summary(problems), problems });
  }
  if (error.code && FILE_TOO_LARGE_CODES.has(error.code))
    return send(reply, 413, { message: 'Image must be at most 2 MB' });
  if (error.code === 'FST_FILES_LIMIT' && !request.routeOptions.config.acceptsFiles)
    return send(reply, 415, { message: 'This request takes no files: send its fields only' });
  if (error.code && TOO_MANY_PARTS_CODES.has(error.code))
    return send(reply, 413, { message: 'Too many files or fields in one request' });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return send(reply, 413, { message: 'The request is too large' });
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  ) {
    return send(reply, 400, { message: 'The request body is not valid JSON' });
  }
  // busboy's own errors (no status): a multipart body without a boundary, or cut short.
  if (!error.statusCode && MALFORMED_MULTIPART.test(error.message ?? ''))
    return send(reply, 400, { message: 'The multipart/form-data body is malformed' });
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return send(reply, 400, { message: 'The body is not multipart/form-data' });
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return send(reply, 415, { message: 'Send the body as JSON, a form or multipart/form-data' });
  }
  // A domain service's refusal: its kind decides the status, here and nowhere else.
  if (error instanceof DomainError) {
    // A limit that set no Retry-After of its own still tells the client when to come back.
    if (error.kind === 'too_many' && reply.getHeader('retry-after') === undefined)
      reply.header('retry-after', '60');
    return send(reply, DOMAIN_ERROR_STATUS[error.kind], {
      message: error.message,
      ...(error.fieldErrors ? { problems: error.fieldErrors } : {}),
      ...(error.code !== undefined ? { code: error.code } : {}),
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 429) {
      const retryAfter = reply.getHeader('retry-after');
      if (retryAfter === undefined) reply.header('retry-after', '60');
    }
    return send(reply, status, { message: error.message || 'Request failed' });
  }
  if (error instanceof ShuttingDownError) {
    reply.header('retry-after', '1');
    return send(reply, 503, { message: error.message });
  }
  if (error instanceof DatabaseUnavailableError) {
    request.log.warn({ err: error.cause ?? error }, 'database unavailable');
    reply.header('retry-after', '5');
    return send(reply, 503, { message: error.message, requestId: String(request.id) });
  }
  request.log.error({ err: error }, 'request failed');
  const code = status === 503 ? 503 : 500;
  return send(reply, code, {
    message:
      code === 503 ? 'The service is temporarily unavailable' : 'Something went wrong on our side',
    requestId: String(request.id),
  });
}

export function notFoundHandler(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return send(reply, 404, { message: 'Not found' });
}
