import { answerOf, api, useMutation, type ApiBody } from '@peworld/shared-ui';

/** subject, message and the talent's `id_user`; the company is taken from the session. */
export type SendHirePayload = ApiBody<'post', '/api/hire'>;

/** POST /api/hire: a hire request, which opens (or continues) a conversation with the talent. */
export function sendHire(payload: SendHirePayload) {
  return answerOf(api.POST('/api/hire', { body: payload }));
}

export function useSendHire() {
  return useMutation({ mutationFn: sendHire });
}
