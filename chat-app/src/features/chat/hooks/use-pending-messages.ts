import { useCallback, useRef, useState } from 'react';
import { useSendMessage, type Message } from '@peworld/shared-ui';

export interface PendingMessage {
  key: number;
  body: string;
  state: 'sending' | 'failed';
  error?: string;
  /** The newest message id of the thread when it was sent: the real one comes after it. */
  afterId: number;
}

/**
 * Messages on their way: shown at once as "Sending…", removed when the server has them (the
 * real message then comes from the thread cache), kept with the reason and a Retry on failure.
 * `newestId` is the newest message the thread shows now.
 */
export function usePendingMessages(conversationId: number, newestId: number) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const nextKey = useRef(1);
  const newest = useRef(newestId);
  newest.current = newestId;
  const { mutateAsync } = useSendMessage(conversationId);

  const attempt = useCallback(
    async (key: number, body: string) => {
      setPending((list) =>
        list.map((p) =>
          p.key === key ? { key, body, state: 'sending' as const, afterId: newest.current } : p,
        ),
      );
      try {
        await mutateAsync(body);
        setPending((list) => list.filter((p) => p.key !== key));
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Not sent';
        setPending((list) =>
          list.map((p) => (p.key === key ? { ...p, state: 'failed' as const, error: message } : p)),
        );
      }
    },
    [mutateAsync],
  );

  const send = useCallback(
    (body: string) => {
      const key = nextKey.current++;
      setPending((list) => [...list, { key, body, state: 'sending', afterId: newest.current }]);
      void attempt(key, body);
    },
    [attempt],
  );

  const retry = useCallback(
    (key: number) => {
      const item = pending.find((p) => p.key === key);
      if (item) void attempt(key, item.body);
    },
    [attempt, pending],
  );

  const discard = useCallback((key: number) => {
    setPending((list) => list.filter((p) => p.key !== key));
  }, []);

  return { pending, send, retry, discard };
}

/**
 * The pending messages still to show beside the thread. The live stream can bring the viewer's
 * own message before the send's answer does; from then on the thread shows it, so its
 * "Sending…" copy goes (each message of the viewer's that arrived after a send, with the same
 * text, stands for one send, oldest first).
 */
export function stillPending(
  pending: PendingMessage[],
  messages: Message[],
  viewerId: number,
): PendingMessage[] {
  const arrived = messages.filter((m) => m.sender_id === viewerId && m.kind === 'text');
  const used = new Set<number>();
  return pending.filter((item) => {
    if (item.state !== 'sending') return true;
    const match = arrived.find(
      (m) => m.id > item.afterId && !used.has(m.id) && m.body === item.body.trim(),
    );
    if (!match) return true;
    used.add(match.id);
    return false;
  });
}
