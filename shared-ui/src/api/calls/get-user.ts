import { api } from '../typed-client';
import { answerOf, type CallOptions } from './request';

/** One talent's whole profile: skills, experience and portfolio. */
export function getUser(id: number, { signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/users/{id}', { params: { path: { id } }, signal }));
}
