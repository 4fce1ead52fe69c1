// Keeps every cache that shows one conversation in step with what just happened to it (a new
// message, a request answered), at once and from the same facts: the list's preview and status
// chip, the thread's request card and the open conversation. The refetches that follow only
// reconcile; until they answer, the list never disagrees with the thread.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Conversation, HireStatus, Message } from '@peworld/api/schemas';
import type { ApiAnswer } from '../api/api-types';
import { conversationKeys } from './conversation-keys';
import type { MessagePage } from './use-messages';

type ConversationList = ApiAnswer<'get', '/api/conversations'>;
type OneConversation = ApiAnswer<'get', '/api/conversations/{id}'>;

export interface HireChange {
  id: number;
  status: HireStatus;
  /** Known to the side that answered; the other side's refetch brings it. */
  decline_reason?: string | null;
}

function withHire(conversation: Conversation, change: HireChange): Conversation {
  if (!conversation.hire || conversation.hire.id !== change.id) return conversation;
  return {
    ...conversation,
    hire: {
      ...conversation.hire,
      status: change.status,
      ...(change.decline_reason !== undefined ? { decline_reason: change.decline_reason } : {}),
    },
  };
}

/** A request's new status: the list's chip, the conversation header and the request card. */
export function applyHireChange(client: QueryClient, conversationId: number, change: HireChange) {
  client.setQueryData<ConversationList>(conversationKeys.list(), (list) =>
    list
      ? {
          ...list,
          data: list.data.map((c) => (c.id === conversationId ? withHire(c, change) : c)),
        }
      : list,
  );
  client.setQueryData<OneConversation>(conversationKeys.detail(conversationId), (one) =>
    one ? { ...one, data: withHire(one.data, change) } : one,
  );
  client.setQueryData<InfiniteData<MessagePage>>(
    conversationKeys.messages(conversationId),
    (thread) =>
      thread
        ? {
            ...thread,
            pages: thread.pages.map((page) => ({
              ...page,
              data: page.data.map((m) =>
                m.kind === 'hire' && m.hire_request_id === change.id
                  ? { ...m, hire_status: change.status }
                  : m,
              ),
            })),
          }
        : thread,
  );
}

/** A new message: the list shows it as the last one, its conversation first. */
export function applyMessageToList(client: QueryClient, message: Message) {
  client.setQueryData<ConversationList>(conversationKeys.list(), (list) => {
    const current = list?.data.find((c) => c.id === message.conversation_id);
    if (!list || !current) return list;
    if (current.last_message && current.last_message.id >= message.id) return list;
    const updated: Conversation = {
      ...current,
      last_message: message,
      last_message_at: message.created_at,
    };
    return { ...list, data: [updated, ...list.data.filter((c) => c !== current)] };
  });
}

/** The status a message says its request now has, when it says one. */
export function hireChangeOf(message: Message): HireChange | null {
  if (message.kind !== 'status' || message.hire_request_id === null || !message.hire_status)
    return null;
  return { id: message.hire_request_id, status: message.hire_status };
}
