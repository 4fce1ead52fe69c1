import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  EmptyState,
  ErrorState,
  Skeleton,
  imageUrl,
  paths,
  useMarkNotificationsRead,
  useNotificationSettings,
  useNotifications,
  useUpdateNotificationSettings,
  type Notification,
  useMessagePreview,
} from '@peworld/shared-ui';
import { PopupPanel } from './popup-panel';
import { notificationHref } from './notification-href';
import { useNotificationTime } from './notification-time';
import { useT } from '@peworld/shared-ui';

export interface NotificationPanelProps {
  id: string;
  /** Talent can turn the hire request emails off here. */
  showSettings: boolean;
  onNavigate: () => void;
}

export function NotificationPanel({ id, showSettings, onNavigate }: NotificationPanelProps) {
  const t = useT();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;

  return (
    <Panel id={id} role="group" aria-labelledby={`${id}-title`}>
      <Top>
        <Title id={`${id}-title`}>{t('shell.notifications.title')}</Title>
        <MarkAll
          type="button"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {t('shell.notifications.markAll')}
        </MarkAll>
      </Top>
      {notifications.isPending ? (
        <Loading role="status" aria-busy="true" aria-label={t('shell.notifications.loading')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Loading>
      ) : notifications.isError ? (
        <ErrorState
          title={t('shell.notifications.failed')}
          message={notifications.error.message}
          onRetry={() => void notifications.refetch()}
        />
      ) : notifications.data.data.length === 0 ? (
        <Empty title={t('shell.notifications.emptyTitle')}>
          {t('shell.notifications.emptyText')}
        </Empty>
      ) : (
        <List>
          {notifications.data.data.map((note) => (
            <NotificationRow
              key={note.id}
              note={note}
              onOpen={() => {
                if (!note.read) markRead.mutate(note.id);
                onNavigate();
              }}
            />
          ))}
        </List>
      )}
      <Footer>
        <Link to={paths.chat.getHref()} onClick={onNavigate}>
          {t('shell.notifications.openChat')}
        </Link>
        {showSettings ? <EmailSetting /> : null}
      </Footer>
    </Panel>
  );
}

function NotificationRow({ note, onOpen }: { note: Notification; onOpen: () => void }) {
  const t = useT();
  const preview = useMessagePreview();
  const shortTime = useNotificationTime();
  return (
    <li>
      <Item to={notificationHref(note)} onClick={onOpen} $unread={!note.read}>
        <Avatar src={imageUrl(note.from_image)} name={note.from_name} size={36} />
        <span>
          <strong>{note.from_name}</strong>
          <Preview>{preview(note)}</Preview>
          <When dateTime={note.created_at}>{shortTime(note.created_at)}</When>
        </span>
        {note.read ? null : <UnreadDot aria-label={t('shell.notifications.unread')} role="img" />}
      </Item>
    </li>
  );
}

function EmailSetting() {
  const t = useT();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const checked = settings.data?.data.email_hire_requests ?? true;
  return (
    <Setting>
      <input
        id="email-hire-requests"
        type="checkbox"
        checked={checked}
        disabled={!settings.data || update.isPending}
        onChange={(event) => update.mutate({ email_hire_requests: event.target.checked })}
      />
      <label htmlFor="email-hire-requests">{t('shell.notifications.emailSetting')}</label>
      {update.error ? <SettingError role="alert">{update.error.message}</SettingError> : null}
    </Setting>
  );
}

const Panel = styled(PopupPanel)`
  width: 340px;
  max-width: min(340px, calc(100vw - 24px));
  padding: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;
  font-weight: 600;
`;

const MarkAll = styled.button`
  padding: 4px 6px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
`;

const Empty = styled(EmptyState)`
  padding: 24px 16px 28px;

  h2 {
    font-size: 15px;
  }
`;

const List = styled.ul`
  max-height: 360px;
  margin: 0;
  padding: 4px 0;
  overflow-y: auto;
  list-style: none;
`;

const Item = styled(Link)<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 16px;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  > span:nth-child(2) {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    font-size: 14px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.page};
  }
`;

const Preview = styled.span`
  display: block;
  overflow: hidden;
  font-size: 13px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

const UnreadDot = styled.span`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px 16px 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  font-size: 13px;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Setting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.text};

  input {
    width: 16px;
    height: 16px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const SettingError = styled.p`
  width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
