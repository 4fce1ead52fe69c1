import { api } from '../typed-client';
import { answerOf, type CallOptions } from './request';

/** One company's profile (GET /api/company/{id}). */
export function getCompany(id: number, { signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/company/{id}', { params: { path: { id } }, signal }));
}
