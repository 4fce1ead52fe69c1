// Threads open and visible on this page, per query cache. While a thread is being read, the
// pane that shows it marks each arriving message read and refreshes the counts after that
// (see MessagePane); refreshing them before would show the message as unread for a moment.
import type { QueryClient } from '@tanstack/react-query';

const reading = new WeakMap<QueryClient, Map<number, number>>();

/** Marks a thread as being read until the answered function is called. */
export function startReading(client: QueryClient, conversationId: number): () => void {
  let open = reading.get(client);
  if (!open) reading.set(client, (open = new Map()));
  const views = open;
  views.set(conversationId, (views.get(conversationId) ?? 0) + 1);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const left = (views.get(conversationId) ?? 1) - 1;
    if (left > 0) views.set(conversationId, left);
    else views.delete(conversationId);
  };
}

export function isReading(client: QueryClient, conversationId: number): boolean {
  return (reading.get(client)?.get(conversationId) ?? 0) > 0;
}
