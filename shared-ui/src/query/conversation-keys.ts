// Query keys of conversations and notifications (see query-keys.ts for the other families).
export const conversationKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  details: () => [...conversationKeys.all, 'detail'] as const,
  detail: (id: number) => [...conversationKeys.details(), id] as const,
  messagesAll: () => [...conversationKeys.all, 'messages'] as const,
  messages: (id: number) => [...conversationKeys.messagesAll(), id] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
