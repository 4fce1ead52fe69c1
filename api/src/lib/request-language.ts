// Which language a request asks for (issue 29): the visitor's choice in the peworld_lang
// cookie, else the first of id/en its Accept-Language names. A client that names neither (the
// spec's own client; Node's fetch sends `*`) gets null, and with it the spec's English texts.
// Our UI sends its current language with every call (shared-ui's API client).
import type { FastifyRequest } from 'fastify';

export type Language = 'id' | 'en';
export const LANGUAGE_COOKIE = 'peworld_lang';

const isLanguage = (value: unknown): value is Language => value === 'id' || value === 'en';

/** Accept-Language's best supported tag by weight; null when it names neither. */
export function languageOfAcceptHeader(header: string): Language | null {
  let best: { language: Language; weight: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight) && weight > 0 && (!best || weight > best.weight))
      best = { language: primary, weight };
  }
  return best?.language ?? null;
}

/** The cookie's value, read from the header (pages are served without the cookie plugin too). */
function chosenLanguage(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value;
  }
  return undefined;
}

export function requestLanguage(request: FastifyRequest): Language | null {
  const chosen = chosenLanguage(request);
  if (isLanguage(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return header ? languageOfAcceptHeader(header) : null;
}
