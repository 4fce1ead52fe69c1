import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { media, parseId, paths, useConversations, useT } from '@peworld/shared-ui';
import { ConversationListCard } from '../features/chat/components/conversation-list-card';
import { MessagePane } from '../features/chat/components/message-pane';
import { NewConversationPane } from '../features/chat/components/new-conversation-pane';
import { NoSelectionPane } from '../features/chat/components/no-selection-pane';
import { CardHeader, ChatCard } from '../features/chat/components/chat-card';
import { withChatMessages } from '../messages/with-chat-messages';

// /chat, /chat/{conversationId} and /chat?with={accountId}: the conversation list on the left,
// the open thread on the right. Small screens show one of the two, with a back link. The shell
// mounts it inside the product's QueryClient, so the conversation cache it shares with the
// header's bell and unread count (shared-ui) is one and the same.
export function ChatPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const rawId = params.conversationId;
  const withParam = search.get('with');
  const withId = withParam === null ? null : parseId(withParam);
  const conversations = useConversations({ enabled: withId !== null && rawId === undefined });

  let pane;
  let selectedId: number | null = null;
  if (rawId !== undefined) {
    selectedId = parseId(rawId);
    pane =
      selectedId === null ? (
        <UnknownPane />
      ) : (
        <MessagePane key={selectedId} conversationId={selectedId} />
      );
  } else if (withParam !== null) {
    if (withId === null) pane = <UnknownPane />;
    else if (!conversations.data) pane = <ChatCard aria-busy="true" />;
    else {
      const existing = conversations.data.data.find((c) => c.counterpart.id === withId);
      if (existing) return <Navigate to={paths.chatConversation.getHref(existing.id)} replace />;
      pane = <NewConversationPane counterpartId={withId} />;
    }
  } else {
    pane = <NoSelectionPane />;
  }
  const threadOpen = rawId !== undefined || withParam !== null;

  return (
    <Page>
      <Layout>
        <ConversationListCard selectedId={selectedId} hiddenOnMobile={threadOpen} />
        {pane}
      </Layout>
    </Page>
  );
}

function UnknownPane() {
  const t = useT();
  return (
    <ChatCard aria-labelledby="chat-pane-title">
      <CardHeader>
        <h2 id="chat-pane-title">{t('chat.notFoundTitle')}</h2>
      </CardHeader>
      <Missing>{t('chat.notFoundText')}</Missing>
    </ChatCard>
  );
}

const Page = styled.div`
  padding: 40px 24px 64px;
  background: ${({ theme }) => theme.colors.page};

  ${media.mobile} {
    padding: 0;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 340px 1fr;
  gap: 24px;
  max-width: 1140px;
  height: min(720px, calc(100vh - 180px));
  min-height: 520px;
  margin: 0 auto;

  ${media.mobile} {
    grid-template-columns: 1fr;
    /* Between the purple greeting band (~136px) and the fixed bottom tab bar (64px). */
    height: calc(100dvh - 136px - 64px);
    min-height: 420px;
  }
`;

const Missing = styled.p`
  padding: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default withChatMessages(ChatPage);
