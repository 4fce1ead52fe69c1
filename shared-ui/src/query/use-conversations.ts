import { useQuery } from '@tanstack/react-query';
import { getConversations } from '../api/calls/get-conversations';
import { getConversation } from '../api/calls/get-conversation';
import { conversationKeys } from './conversation-keys';

/** My conversations, newest activity first (live events keep it fresh). */
export function useConversations(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: conversationKeys.list(),
    queryFn: ({ signal }) => getConversations({ signal }),
    enabled: options.enabled ?? true,
  });
}

/** One conversation with its counterpart (contact details once a request was accepted). */
export function useConversation(id: number | null) {
  return useQuery({
    queryKey: conversationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getConversation(id as number, { signal }),
    enabled: id !== null,
  });
}
