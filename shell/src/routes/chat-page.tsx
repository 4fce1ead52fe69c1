import styled from 'styled-components';
import { media } from '@peworld/shared-ui';
import { ConversationListCard } from './chat/conversation-list-card';
import { MessagePane } from './chat/message-pane';

// Chat layout: conversation list on the left (desktop only), the open conversation on the
// right. Conversations begin with a hire request; until one exists both sides say so.
export function ChatPage() {
  return (
    <Page>
      <Layout>
        <ConversationListCard />
        <MessagePane />
      </Layout>
    </Page>
  );
}

const Page = styled.div`
  padding: 40px 24px 64px;
  background: ${({ theme }) => theme.colors.page};

  ${media.mobile} {
    padding: 16px 12px 24px;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 340px 1fr;
  gap: 24px;
  max-width: 1140px;
  min-height: 560px;
  margin: 0 auto;

  ${media.mobile} {
    grid-template-columns: 1fr;
    min-height: 0;
  }
`;
