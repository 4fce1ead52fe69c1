import { useCallback, useRef, useState } from 'react';
import { useSendMessage } from '@peworld/shared-ui';

export interface PendingMessage {
  key: number;
  body: string;
  state: 'sending' | 'failed';
  error?: string;
}

/**
 * Messages on their way: shown at once as "Sending…", removed when the server has them (the
 * real message then comes from the thread cache), kept with the reason and a Retry on failure.
 */
export function usePendingMessages(conversationId: number) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const nextKey = useRef(1);
  const { mutateAsync } = useSendMessage(conversationId);

  const attempt = useCallback(
    async (key: number, body: string) => {
      setPending((list) =>
        list.map((p) => (p.key === key ? { key, body, state: 'sending' as const } : p)),
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
      setPending((list) => [...list, { key, body, state: 'sending' }]);
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
