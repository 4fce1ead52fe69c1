import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Message } from '@peworld/api/schemas';
import type { ApiAnswer } from '../api/api-types';
import { getMessages } from '../api/calls/get-messages';
import { conversationKeys } from './conversation-keys';

/** One page of a thread: `data` oldest first, `next_cursor` for the page before it. */
export type MessagePage = ApiAnswer<'get', '/api/conversations/{id}/messages'>;

export const MESSAGE_PAGE_SIZE = 30;

/** A thread's messages: the first page is the newest; `fetchNextPage` loads older ones. */
export function useMessages(conversationId: number | null) {
  return useInfiniteQuery({
    queryKey: conversationKeys.messages(conversationId ?? 0),
    queryFn: ({ pageParam, signal }) =>
      getMessages(
        conversationId as number,
        pageParam ? { before: pageParam, limit: MESSAGE_PAGE_SIZE } : { limit: MESSAGE_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last: MessagePage) => last.next_cursor ?? undefined,
    enabled: conversationId !== null,
    // Live events keep the thread current; refetching every page on focus is not needed.
    staleTime: Infinity,
  });
}

/** Every loaded message, oldest first. */
export function flattenMessages(data: InfiniteData<MessagePage> | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.data);
}

/** Adds a message to a loaded thread (once, in id order); unloaded threads are left alone. */
export function addMessageToThread(
  data: InfiniteData<MessagePage> | undefined,
  message: Message,
): InfiniteData<MessagePage> | undefined {
  if (!data || data.pages.length === 0) return data;
  const known = data.pages.some((page) => page.data.some((m) => m.id === message.id));
  if (known) return data;
  const [newest, ...older] = data.pages;
  const merged = [...newest!.data, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest!, data: merged }, ...older] };
}
