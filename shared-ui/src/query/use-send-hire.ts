import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendHire, type SendHirePayload } from '../api/calls/send-hire';
import { hireKeys } from './query-keys';

/** POST /api/hire; the sender's list of hire requests is refetched afterwards. */
export function useSendHire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SendHirePayload) => sendHire(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: hireKeys.all }),
  });
}
