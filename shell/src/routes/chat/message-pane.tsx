import { Link } from 'react-router-dom';
import { Button, SendIcon, paths, useSession } from '@peworld/shared-ui';
import { VisuallyHidden } from '../../layout/visually-hidden';
import { CardHeader, ChatCard } from './chat-card';
import { ChatArt } from './chat-art';
import { ContactDot, Messages, Empty, Composer, Input, SendButton } from './message-pane.styles';

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
