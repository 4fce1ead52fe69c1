import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HireAction, Message } from '@peworld/api/schemas';
import { sendMessage } from '../api/calls/send-message';
import { openConversation } from '../api/calls/open-conversation';
import { markConversationRead } from '../api/calls/mark-conversation-read';
import { updateHireStatus } from '../api/calls/update-hire-status';
import { conversationKeys, notificationKeys } from './conversation-keys';
import { addMessageToThread } from './use-messages';
import { applyHireChange, applyMessageToList } from './conversation-cache';
import { isReading } from './reading-threads';

/**
 * A new message in a thread: into the loaded pages and the list at once, then the list and the
 * bell refetched. A message from the other side landing in a thread that is being read is left
 * to that thread's pane: it marks it read first and refreshes the counts after, so the bell
 * never counts it for a moment.
 */
export function applyNewMessage(
  client: QueryClient,
  message: Message,
  { incoming = false }: { incoming?: boolean } = {},
) {
  const key = conversationKeys.messages(message.conversation_id);
  const before = client.getQueryData(key);
  client.setQueryData(key, (data) =>
    addMessageToThread(data as Parameters<typeof addMessageToThread>[0], message),
  );
  applyMessageToList(client, message);
  const landedInOpenThread =
    incoming && client.getQueryData(key) !== before && isReading(client, message.conversation_id);
  if (landedInOpenThread) return Promise.resolve();
  return Promise.all([
    client.invalidateQueries({ queryKey: conversationKeys.list() }),
    client.invalidateQueries({ queryKey: notificationKeys.all }),
  ]);
}

export function useSendMessage(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(conversationId, body),
    // The message is in the thread as soon as it is applied; waiting for the list and bell
    // refetches would keep the composer's "Sending…" copy on screen beside the real message.
    onSuccess: (answer) => {
      void applyNewMessage(client, answer.data);
    },
  });
}

/** 'Apply': a talent's first message to a company. */
export function useOpenConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: { id_company: number; body: string }) => openConversation(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => markConversationRead(conversationId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: conversationKeys.list() }),
        client.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}

/** accept / decline (talent) or withdraw (company); the thread, lists and bell refresh. */
export function useUpdateHireStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { hireId: number; action: HireAction; reason?: string }) =>
      updateHireStatus(input.hireId, {
        action: input.action,
        ...(input.reason ? { reason: input.reason } : {}),
      }),
    onSuccess: (answer) => {
      // The list's chip and the request card change with the thread, not after a refetch.
      const { hire, conversation_id: conversationId } = answer.data;
      applyHireChange(client, conversationId, {
        id: hire.id,
        status: hire.status,
        decline_reason: hire.decline_reason,
      });
      return Promise.all([
        applyNewMessage(client, answer.data.message),
        client.invalidateQueries({
          queryKey: conversationKeys.messages(answer.data.conversation_id),
        }),
        client.invalidateQueries({
          queryKey: conversationKeys.detail(answer.data.conversation_id),
        }),
      ]);
    },
  });
}
