import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { pendingHireKeys } from './get-pending-hire';

/** subject, message and the talent's `id_user`; the company is taken from the session. */
export type SendHirePayload = ApiBody<'post', '/api/hire'>;

/** POST /api/hire: a hire request, which opens (or continues) a conversation with the talent. */
export function sendHire(payload: SendHirePayload) {
  return answerOf(api.POST('/api/hire', { body: payload }));
}

/** Then the hire page's "already pending" notice knows about the new request. */
export function useSendHire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendHire,
    onSuccess: () => client.invalidateQueries({ queryKey: pendingHireKeys.all }),
  });
}
