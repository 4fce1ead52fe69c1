// reply.sendRemembered(): an answer sent as bytes remembered under a stamp, or computed,
// serialized and remembered when none is (domains/reads). The remembered bytes are what the
// route's own serializer and the language hook would have sent: the same response schema
// (reply.serialize), one copy per asked language, the same Vary header.
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { requestLanguage } from '../../lib/request-language.js';
import { answerInIndonesian, varyWithLanguage } from './reply-language.js';

/** Where answers are remembered (domains/reads/answer-memo.ts). */
export interface AnswerStore {
  get(key: string, stamp: string): Buffer | undefined;
  set(key: string, stamp: string, bytes: Buffer): void;
}

export interface Remembered {
  store: AnswerStore;
  /** Everything the answer depends on besides the stamp and the language. */
  key: string;
  /** The generations the answer follows, as read for this request before computing. */
  stamp: string;
}

declare module 'fastify' {
  interface FastifyReply {
    sendRemembered(remembered: Remembered, compute: () => Promise<object>): Promise<FastifyReply>;
  }
}

async function sendRemembered(
  this: FastifyReply,
  { store, key, stamp }: Remembered,
  compute: () => Promise<object>,
): Promise<FastifyReply> {
  const indonesian = requestLanguage(this.request) === 'id';
  const languageKey = `${indonesian ? 'id' : '-'}:${key}`;
  let bytes = store.get(languageKey, stamp);
  if (!bytes) {
    const answer = await compute();
    const body = this.serialize(indonesian ? answerInIndonesian(answer) : answer);
    if (typeof body === 'string') bytes = Buffer.from(body);
    else bytes = Buffer.isBuffer(body) ? body : Buffer.from(new Uint8Array(body));
    store.set(languageKey, stamp, bytes);
  }
  // Bytes skip preSerialization, where the language hook sets this header for other answers.
  this.header('vary', varyWithLanguage(this.getHeader('vary')));
  return this.type('application/json; charset=utf-8').send(bytes);
}

export default fp(
  async (fastify) => {
    fastify.decorateReply('sendRemembered', sendRemembered);
  },
  { name: 'remembered-answers' },
);
