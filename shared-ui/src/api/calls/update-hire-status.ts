import type { ApiBody } from '../api-types';
import { api } from '../typed-client';
import { answerOf } from './request';

/** accept / decline (the talent) or withdraw (the company) a pending hire request. */
export function updateHireStatus(hireId: number, payload: ApiBody<'patch', '/api/hire/{id}'>) {
  return answerOf(api.PATCH('/api/hire/{id}', { params: { path: { id: hireId } }, body: payload }));
}
