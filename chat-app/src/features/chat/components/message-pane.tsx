import { useEffect, useSyncExternalStore } from 'react';
import {
  ApiError,
  ErrorState,
  Skeleton,
  flattenMessages,
  startReading,
  useConversation,
  useMarkConversationRead,
  useMessages,
  useQueryClient,
  useSession,
  useT,
} from '@peworld/shared-ui';
import { CardHeader, ChatCard } from './chat-card';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';
import { stillPending, usePendingMessages } from '../hooks/use-pending-messages';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is on screen (a background tab reads nothing). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

// An open conversation: contact header, messages, composer. Opening it (and every new message
// that arrives while it is open and visible, and coming back to the tab) marks it read.
export function MessagePane({ conversationId }: { conversationId: number }) {
  const client = useQueryClient();
  const t = useT();
  const visible = usePageVisible();
  const { user, role } = useSession();
  const conversation = useConversation(conversationId);
  const messages = useMessages(conversationId);
  const markRead = useMarkConversationRead();
  const list = flattenMessages(messages.data);
  const newestId = list.at(-1)?.id ?? 0;
  const { pending, send, retry, discard } = usePendingMessages(conversationId, newestId);
  const unread = conversation.data?.data.unread ?? 0;
  const { mutate: markReadNow } = markRead;

  const loaded = conversation.isSuccess && messages.isSuccess;
  useEffect(() => {
    if (!newestId || !loaded || !visible) return;
    markReadNow(conversationId);
  }, [conversationId, newestId, unread, loaded, visible, markReadNow]);

  // While it is on screen, messages from the other side that land here are this pane's to mark
  // read (above); the counts refresh after that, so the bell does not count them for a moment.
  useEffect(() => {
    if (!loaded || !visible) return;
    return startReading(client, conversationId);
  }, [client, conversationId, loaded, visible]);

  const error = conversation.error ?? messages.error;
  if (error) {
    const status = error instanceof ApiError ? error.status : 0;
    return (
      <ChatCard aria-labelledby="chat-pane-title">
        <CardHeader>
          <h2 id="chat-pane-title">
            {status === 403
              ? t('chat.forbiddenTitle')
              : status === 404
                ? t('chat.notFoundTitle')
                : t('chat.title')}
          </h2>
        </CardHeader>
        <ErrorState
          title={status === 403 || status === 404 ? t('chat.cannotOpen') : undefined}
          message={error.message}
          {...(status === 403 || status === 404
            ? {}
            : {
                onRetry: () => {
                  void conversation.refetch();
                  void messages.refetch();
                },
              })}
        />
      </ChatCard>
    );
  }

  if (!conversation.data || !messages.data || !user || !role) {
    return (
      <ChatCard aria-labelledby="chat-pane-title" aria-busy="true">
        <CardHeader>
          <Skeleton width={44} height={44} radius={22} />
          <h2 id="chat-pane-title">
            <Skeleton width={160} height={18} />
          </h2>
        </CardHeader>
        <div style={{ padding: 20, display: 'grid', gap: 12 }}>
          <Skeleton height={56} />
          <Skeleton height={40} width="60%" />
          <Skeleton height={40} width="45%" />
        </div>
      </ChatCard>
    );
  }

  const data = conversation.data.data;
  return (
    <ChatCard aria-labelledby="chat-pane-title">
      <ThreadHeader conversation={data} />
      <MessageList
        messages={list}
        pending={stillPending(pending, list, user.id_user)}
        viewerId={user.id_user}
        viewerRole={role}
        counterpartName={data.counterpart.name}
        hasOlder={Boolean(messages.hasNextPage)}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={() => void messages.fetchNextPage()}
        onRetry={retry}
        onDiscard={discard}
      />
      <Composer onSend={send} label={t('chat.messageTo', { name: data.counterpart.name })} />
    </ChatCard>
  );
}
