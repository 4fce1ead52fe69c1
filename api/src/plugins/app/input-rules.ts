// Applies src/lib/input-rules.ts to every request before schema validation: paging values
// fall back to their defaults, blank form fields mean "unchanged", ids become numbers, and a NUL
// byte, malformed Unicode, an id spelled another way, an unreadable number or a JSON boolean in
// the wrong place answers 400 at its field.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { checkFields, normalizePaging } from '../../lib/input-rules.js';
import { DomainError } from '../../domains/domain-error.js';

type Schema = { properties?: Record<string, unknown> } | undefined;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const isForm = (request: FastifyRequest) => FORM_TYPES.test(request.headers['content-type'] ?? '');

/**
 * A form posts every input, untouched ones as empty strings (the spec's own client does): in a
 * form an empty field means "unchanged", so it is dropped before validation. To clear a field,
 * send JSON with null or an empty string.
 */
function dropBlankFields(body: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(body)) if (value === '') delete body[key];
}

export default fp(
  async (fastify) => {
    // A plain (not async) hook: it runs on every request and never waits.
    fastify.addHook('preValidation', (request, _reply, done) => {
      const schema = request.routeOptions.schema as
        { querystring?: Schema; body?: Schema } | undefined;
      const query = request.query as Record<string, unknown> | undefined;
      if (query && typeof query === 'object') {
        if (schema?.querystring) normalizePaging(query, schema.querystring as never);
        const problem = checkFields(query, schema?.querystring as never);
        if (problem) return done(DomainError.atField('invalid', problem.field, problem.message));
      }
      if (isForm(request) && request.body && typeof request.body === 'object')
        dropBlankFields(request.body as Record<string, unknown>);
      if (request.body !== undefined) {
        const problem = checkFields(request.body, schema?.body as never);
        if (problem) return done(DomainError.atField('invalid', problem.field, problem.message));
      }
      done();
    });
  },
  { name: 'input-rules', dependencies: ['multipart'] },
);
