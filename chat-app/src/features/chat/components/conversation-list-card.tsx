import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  EmptyState,
  ErrorState,
  Skeleton,
  imageUrl,
  media,
  paths,
  useAppIntl,
  useConversations,
  useSession,
  useT,
  type Conversation,
  useMessagePreview,
} from '@peworld/shared-ui';
import { CardHeader, ChatCard } from './chat-card';
import { useChatTime } from '../utils/format-time';
import { HireStatusChip } from './hire-status';

export interface ConversationListCardProps {
  selectedId: number | null;
  /** Small screens show either the list or a thread. */
  hiddenOnMobile: boolean;
}

// Left card: my conversations, newest activity first, with the counterpart, the last message,
// its time, the request status and an unread badge.
export function ConversationListCard({ selectedId, hiddenOnMobile }: ConversationListCardProps) {
  const conversations = useConversations();
  const { isRecruiter } = useSession();
  const t = useT();

  return (
    <ListCard aria-labelledby="chat-list-title" $hiddenOnMobile={hiddenOnMobile}>
      <CardHeader>
        <h2 id="chat-list-title">{t('chat.title')}</h2>
      </CardHeader>
      {conversations.isPending ? (
        <Loading role="status" aria-busy="true" aria-label={t('chat.loadingList')}>
          {[0, 1, 2].map((i) => (
            <SkeletonRow key={i}>
              <Skeleton width={44} height={44} radius={22} />
              <div>
                <Skeleton width="60%" height={14} />
                <Skeleton width="85%" height={12} />
              </div>
            </SkeletonRow>
          ))}
        </Loading>
      ) : conversations.isError ? (
        <ErrorState
          title={t('chat.listFailed')}
          message={conversations.error.message}
          onRetry={() => void conversations.refetch()}
        />
      ) : conversations.data.data.length === 0 ? (
        <Empty title={t('chat.emptyTitle')}>
          {isRecruiter ? t('chat.emptyRecruiter') : t('chat.emptyTalent')}
        </Empty>
      ) : (
        <List>
          {conversations.data.data.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
            />
          ))}
        </List>
      )}
    </ListCard>
  );
}

function ConversationRow({
  conversation,
  selected,
}: {
  conversation: Conversation;
  selected: boolean;
}) {
  const { counterpart, last_message: last, unread, hire } = conversation;
  const t = useT();
  const intl = useAppIntl();
  const { shortTime } = useChatTime();
  const preview = useMessagePreview();
  return (
    <li>
      <RowLink
        to={paths.chatConversation.getHref(conversation.id)}
        aria-current={selected ? 'page' : undefined}
      >
        <Avatar src={imageUrl(counterpart.image)} name={counterpart.name} size={44} />
        <Text>
          <Top>
            <Name $unread={unread > 0}>{counterpart.name}</Name>
            <When dateTime={conversation.last_message_at}>
              {shortTime(conversation.last_message_at)}
            </When>
          </Top>
          <Bottom>
            <Preview $unread={unread > 0}>{last ? preview(last) : ''}</Preview>
            {hire ? <HireStatusChip status={hire.status} /> : null}
            {unread > 0 ? (
              <Badge aria-label={t('chat.unread', { count: unread })}>
                {unread > 99 ? t('chat.unreadOverflow', { max: 99 }) : intl.formatNumber(unread)}
              </Badge>
            ) : null}
          </Bottom>
        </Text>
      </RowLink>
    </li>
  );
}

const ListCard = styled(ChatCard)<{ $hiddenOnMobile: boolean }>`
  min-height: 0;

  ${media.mobile} {
    display: ${({ $hiddenOnMobile }) => ($hiddenOnMobile ? 'none' : 'flex')};
  }
`;

const Loading = styled.div`
  padding: 8px 0;
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: 12px;
  padding: 12px 20px;

  > div {
    flex: 1;
    display: grid;
    gap: 8px;
  }
`;

const Empty = styled(EmptyState)`
  padding: 32px 20px;

  h2 {
    font-size: 15px;
    line-height: 1.5;
  }
`;

const List = styled.ul`
  flex: 1;
  margin: 0;
  padding: 6px 0;
  overflow-y: auto;
  list-style: none;
`;

const RowLink = styled(Link)`
  display: flex;
  gap: 12px;
  padding: 12px 20px;
  color: inherit;
  text-decoration: none;
  border-left: 3px solid transparent;

  &:hover {
    background: ${({ theme }) => theme.colors.page};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`;

const Name = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.time`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-top: 4px;
`;

const Preview = styled.span<{ $unread: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-size: 13px;
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 11px;
  font-weight: 700;
`;
