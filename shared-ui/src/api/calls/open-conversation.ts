import type { ApiBody } from '../api-types';
import { api } from '../typed-client';
import { answerOf } from './request';

/** A talent writes to a company ('Apply'): opens the conversation or adds to it. */
export function openConversation(payload: ApiBody<'post', '/api/conversations'>) {
  return answerOf(api.POST('/api/conversations', { body: payload }));
}
