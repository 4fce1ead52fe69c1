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
} from '@peworld/shared-ui';
import { CardHeader, ChatCard } from './chat-card';
import { Composer } from './composer';

// `/chat?with={id}` when no conversation with that account exists yet. A talent writes the
// first message to the company ('Apply'); a recruiter starts with a hire request instead.
export function NewConversationPane({ counterpartId }: { counterpartId: number }) {
  const { isTalent } = useSession();
  if (!isTalent) {
    return (
      <ChatCard aria-labelledby="chat-pane-title">
        <CardHeader>
          <h2 id="chat-pane-title">New conversation</h2>
        </CardHeader>
        <EmptyState
          title="No conversation with this talent yet"
          action={
            <Button as={Link} to={paths.hirePage.getHref(counterpartId)} variant="primary">
              Send a hire request
            </Button>
          }
        >
          A conversation with a talent starts with a hire request.
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

  if (company.isError) {
    return (
      <ChatCard aria-labelledby="chat-pane-title">
        <CardHeader>
          <h2 id="chat-pane-title">New conversation</h2>
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
        <h2 id="chat-pane-title">{data ? `Apply to ${data.name_company}` : 'Apply'}</h2>
      </CardHeader>
      <Intro>
        <p>
          Introduce yourself: say which role you are interested in and why. The company sees your
          profile with your message.
        </p>
        {open.error ? <Problem role="alert">{open.error.message}</Problem> : null}
      </Intro>
      <Composer
        label={data ? `First message to ${data.name_company}` : 'First message'}
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
