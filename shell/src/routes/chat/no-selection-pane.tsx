import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, media, paths, useSession } from '@peworld/shared-ui';
import { CardHeader, ChatCard } from './chat-card';
import { ChatArt } from './chat-art';

// Right pane before a conversation is chosen (desktop; small screens show the list instead).
export function NoSelectionPane() {
  const { isRecruiter } = useSession();
  return (
    <Pane aria-labelledby="chat-pane-title">
      <CardHeader>
        <h2 id="chat-pane-title">No conversation selected</h2>
      </CardHeader>
      <Body>
        <ChatArt />
        <EmptyState
          title="Choose a conversation on the left"
          action={
            isRecruiter ? (
              <Button as={Link} to={paths.home.getHref()} variant="primary">
                Find talent
              </Button>
            ) : (
              <Button as={Link} to={paths.userEdit.getHref()} variant="outline">
                Complete your profile
              </Button>
            )
          }
        >
          {isRecruiter
            ? "New conversations start when you send a hire request from a talent's profile."
            : 'Conversations start when a company sends you a hire request, or when you apply to a company.'}
        </EmptyState>
      </Body>
    </Pane>
  );
}

const Pane = styled(ChatCard)`
  ${media.mobile} {
    display: none;
  }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 40px 24px;
  text-align: center;
`;
