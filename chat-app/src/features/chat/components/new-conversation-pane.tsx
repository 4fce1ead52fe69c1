import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  imageUrl,
  paths,
  useCompany,
  useOpenConversation,
  useSession,
  useT,
} from '@peworld/shared-ui';
import { CardHeader, ChatCard } from './chat-card';
import { Composer } from './composer';

// `/chat?with={id}` when no conversation with that account exists yet. A talent writes the
// first message to the company ('Apply'); a recruiter starts with a hire request instead.
export function NewConversationPane({ counterpartId }: { counterpartId: number }) {
  const { isTalent } = useSession();
  const t = useT();
  if (!isTalent) {
    return (
      <ChatCard aria-labelledby="chat-pane-title">
        <CardHeader>
          <h2 id="chat-pane-title">{t('chat.newTitle')}</h2>
        </CardHeader>
        <EmptyState
          title={t('chat.newNoTalent')}
          action={
            <Button as={Link} to={paths.hirePage.getHref(counterpartId)} variant="primary">
              {t('chat.sendHireRequest')}
            </Button>
          }
        >
          {t('chat.newTalentText')}
        </EmptyState>
      </ChatCard>
    );
  }
  return <ApplyPane companyId={counterpartId} />;
}

function ApplyPane({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  const open = useOpenConversation();
  const navigate = useNavigate();
  const t = useT();

  if (company.isError) {
    return (
      <ChatCard aria-labelledby="chat-pane-title">
        <CardHeader>
          <h2 id="chat-pane-title">{t('chat.newTitle')}</h2>
        </CardHeader>
        <ErrorState message={company.error.message} onRetry={() => void company.refetch()} />
      </ChatCard>
    );
  }
  const data = company.data?.result;
  return (
    <ChatCard aria-labelledby="chat-pane-title">
      <CardHeader>
        {data ? (
          <Avatar src={imageUrl(data.img_company)} name={data.name_company} size={44} />
        ) : (
          <Skeleton width={44} height={44} radius={22} />
        )}
        <h2 id="chat-pane-title">
          {data ? t('chat.applyTo', { company: data.name_company }) : t('chat.apply')}
        </h2>
      </CardHeader>
      <Intro>
        <p>{t('chat.applyIntro')}</p>
        {open.error ? <Problem role="alert">{open.error.message}</Problem> : null}
      </Intro>
      <Composer
        label={
          data ? t('chat.firstMessageTo', { company: data.name_company }) : t('chat.firstMessage')
        }
        disabled={open.isPending || !data}
        onSend={(body) =>
          open.mutate(
            { id_company: companyId, body },
            {
              onSuccess: (answer) =>
                navigate(paths.chatConversation.getHref(answer.data.id), { replace: true }),
            },
          )
        }
      />
    </ChatCard>
  );
}

const Intro = styled.div`
  flex: 1;
  padding: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
  line-height: 1.6;

  p {
    max-width: 520px;
    margin: 0;
  }
`;

const Problem = styled.p`
  margin-top: 12px !important;
  color: ${({ theme }) => theme.colors.danger};
`;
