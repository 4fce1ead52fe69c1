import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HireAction, Message } from '@peworld/api/schemas';
import { sendMessage } from '../api/calls/send-message';
import { openConversation } from '../api/calls/open-conversation';
import { markConversationRead } from '../api/calls/mark-conversation-read';
import { updateHireStatus } from '../api/calls/update-hire-status';
import { hireKeys } from './query-keys';
import { conversationKeys, notificationKeys } from './conversation-keys';
import { addMessageToThread } from './use-messages';

/** A new message in a thread: into the loaded pages at once, lists and bell refetched. */
export function applyNewMessage(client: QueryClient, message: Message) {
  client.setQueryData(conversationKeys.messages(message.conversation_id), (data) =>
    addMessageToThread(data as Parameters<typeof addMessageToThread>[0], message),
  );
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
    onSuccess: (answer) =>
      Promise.all([
        applyNewMessage(client, answer.data.message),
        client.invalidateQueries({
          queryKey: conversationKeys.messages(answer.data.conversation_id),
        }),
        client.invalidateQueries({
          queryKey: conversationKeys.detail(answer.data.conversation_id),
        }),
        client.invalidateQueries({ queryKey: hireKeys.all }),
      ]),
  });
}
