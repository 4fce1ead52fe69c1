// The language of a page request (issue 29): the visitor's choice (peworld_lang cookie), else
// the browser's Accept-Language, Indonesian when it names neither id nor en.
import type { FastifyRequest } from 'fastify';
import { requestLanguage, type Language } from '../lib/request-language.js';

export function pageLanguage(request: FastifyRequest): Language {
  return requestLanguage(request) ?? 'id';
}
