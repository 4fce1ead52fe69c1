import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, SendIcon, media, paths, useSession } from '@peworld/shared-ui';
import { VisuallyHidden } from '../../layout/visually-hidden';
import { CardHeader, ChatCard } from './chat-card';
import { ChatArt } from './chat-art';

// Right pane: contact header, message area and composer. With no conversation open the
// composer stays disabled and the message area explains where conversations come from.
export function MessagePane() {
  const { isRecruiter } = useSession();

  return (
    <ChatCard aria-labelledby="chat-pane-title">
      <CardHeader>
        <ContactDot aria-hidden="true" />
        <h2 id="chat-pane-title">No conversation selected</h2>
      </CardHeader>
      <Messages>
        <ChatArt />
        <Empty
          title="No conversations yet — conversations start from hire requests"
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
            ? "Open a talent's profile and send a hire request; the conversation appears here."
            : 'When a company sends you a hire request, the conversation appears here.'}
        </Empty>
      </Messages>
      <Composer onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="chat-message">
          <VisuallyHidden>Message</VisuallyHidden>
        </label>
        <Input id="chat-message" name="message" placeholder="Type message..." disabled />
        <SendButton type="submit" aria-label="Send message" disabled>
          <SendIcon />
        </SendButton>
      </Composer>
    </ChatCard>
  );
}

const ContactDot = styled.span`
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.page};
  border: 2px dashed ${({ theme }) => theme.colors.border};
`;

const Messages = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 40px 24px;
  text-align: center;

  ${media.mobile} {
    padding: 32px 16px;
  }
`;

const Empty = styled(EmptyState)`
  padding: 8px 0 0;

  h2 {
    max-width: 420px;
    line-height: 1.5;
  }
`;

const Composer = styled.form`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 48px;
  padding: 0 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 24px;
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 15px;

  &:disabled {
    cursor: not-allowed;
  }
`;

const SendButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  flex-shrink: 0;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  cursor: pointer;

  svg {
    width: 20px;
    height: 20px;
  }

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
