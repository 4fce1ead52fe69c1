import styled from 'styled-components';
import { media } from '@peworld/shared-ui';
import { CardHeader, ChatCard } from './chat-card';

// Left column: the list of conversations. Hidden on small screens, where the message pane
// takes the whole width.
export function ConversationListCard() {
  return (
    <ListCard aria-labelledby="chat-list-title">
      <CardHeader>
        <h2 id="chat-list-title">Chat</h2>
      </CardHeader>
      <Empty>Your conversations will be listed here.</Empty>
    </ListCard>
  );
}

const ListCard = styled(ChatCard)`
  ${media.mobile} {
    display: none;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 32px 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  text-align: center;
`;
