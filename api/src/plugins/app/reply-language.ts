// The sentences of an answer in the language the request asks for (issue 29): the top-level
// `message`, every `errors` entry and each `fields` message. The API writes English, the spec's
// texts, and keeps them for a request that names no language (the spec's own client); our UI
// sends its language with every call. One hook, so routes, domain errors, validation and rate
// limits are all covered without each knowing about languages.
//
// The language is the request's (its peworld_lang cookie, else Accept-Language), not the
// session account's: a request that asks for none must get the spec's English even when
// logged in. Our UI always sends the page's language, which follows the account after a login.
import fp from 'fastify-plugin';
import { requestLanguage } from '../../lib/request-language.js';
import { toIndonesian } from '../../lib/reply-language/translate-message.js';

type Answer = { message?: unknown; errors?: unknown; fields?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of the answer with its sentences in Indonesian; the answer itself is not changed. */
export function answerInIndonesian<T>(payload: T): T {
  if (!isObject(payload)) return payload;
  const answer = payload as Answer;
  if (
    typeof answer.message !== 'string' &&
    !Array.isArray(answer.errors) &&
    !isObject(answer.fields)
  )
    return payload;
  const copy: Record<string, unknown> = { ...payload };
  if (typeof answer.message === 'string') copy.message = toIndonesian(answer.message);
  if (Array.isArray(answer.errors))
    copy.errors = answer.errors.map((item) =>
      typeof item === 'string' ? toIndonesian(item) : item,
    );
  if (isObject(answer.fields))
    copy.fields = Object.fromEntries(
      Object.entries(answer.fields).map(([field, text]) => [
        field,
        typeof text === 'string' ? toIndonesian(text) : text,
      ]),
    );
  return copy as T;
}

export default fp(
  async (fastify) => {
    // A plain hook: it runs for every JSON answer, errors included, and never waits.
    fastify.addHook('preSerialization', (request, reply, payload, done) => {
      if (!isObject(payload)) return done(null, payload);
      reply.header('vary', varyWithLanguage(reply.getHeader('vary')));
      if (requestLanguage(request) !== 'id') return done(null, payload);
      done(null, answerInIndonesian(payload));
    });
  },
  { name: 'reply-language' },
);

/** The answer depends on the asked language: caches must keep one copy per language. */
export function varyWithLanguage(current: unknown): string {
  const list = typeof current === 'string' && current ? current : '';
  if (/(^|,\s*)(accept-language|\*)(\s*,|$)/i.test(list)) return list;
  return list ? `${list}, Accept-Language` : 'Accept-Language';
}
