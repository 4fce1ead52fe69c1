import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, media, paths, useSession, useT } from '@peworld/shared-ui';
import { CardHeader, ChatCard } from './chat-card';
import { ChatArt } from './chat-art';

// Right pane before a conversation is chosen (desktop; small screens show the list instead).
export function NoSelectionPane() {
  const { isRecruiter } = useSession();
  const t = useT();
  return (
    <Pane aria-labelledby="chat-pane-title">
      <CardHeader>
        <h2 id="chat-pane-title">{t('chat.noSelectionTitle')}</h2>
      </CardHeader>
      <Body>
        <ChatArt />
        <EmptyState
          title={t('chat.noSelectionPrompt')}
          action={
            isRecruiter ? (
              <Button as={Link} to={paths.home.getHref()} variant="primary">
                {t('chat.findTalent')}
              </Button>
            ) : (
              <Button as={Link} to={paths.userEdit.getHref()} variant="outline">
                {t('chat.completeProfile')}
              </Button>
            )
          }
        >
          {isRecruiter ? t('chat.noSelectionRecruiter') : t('chat.noSelectionTalent')}
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
