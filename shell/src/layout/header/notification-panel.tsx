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
  useMarkNotificationsRead,
  useNotificationSettings,
  useNotifications,
  useUpdateNotificationSettings,
  type Notification,
  useMessagePreview,
} from '@peworld/shared-ui';
import { PopupPanel } from './popup-panel';
import { notificationHref } from './notification-href';
import { Item, Preview, Setting, SettingError, UnreadDot, When } from './notification-item.styles';
import { AlertRow } from './alert-row';
import { RecruiterEmailSetting } from './recruiter-email-setting';
import { useMarkAlertsRead, useSavedSearchAlerts } from '../../live/saved-search-alerts';
import { useNotificationTime } from './notification-time';
import { useT } from '@peworld/shared-ui';

export interface NotificationPanelProps {
  id: string;
  /** Talent can turn the hire request emails off here. */
  showSettings: boolean;
  /** Recruiters: saved-search alerts, their answer e-mail setting, the saved searches link. */
  showRecruiterParts?: boolean;
  onNavigate: () => void;
}

/** Where employer-app serves the saved searches (its routes.ts). */
const SAVED_SEARCHES_HREF = '/home/saved-searches';

export function NotificationPanel({
  id,
  showSettings,
  showRecruiterParts = false,
  onNavigate,
}: NotificationPanelProps) {
  const t = useT();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const alerts = useSavedSearchAlerts();
  const markAlertsRead = useMarkAlertsRead();
  const alertList = showRecruiterParts ? (alerts.data?.data ?? []) : [];
  const unread =
    (notifications.data?.unread ?? 0) + (showRecruiterParts ? (alerts.data?.unread ?? 0) : 0);

  return (
    <Panel id={id} role="group" aria-labelledby={`${id}-title`}>
      <Top>
        <Title id={`${id}-title`}>{t('shell.notifications.title')}</Title>
        <MarkAll
          type="button"
          disabled={unread === 0 || markRead.isPending || markAlertsRead.isPending}
          onClick={() => {
            markRead.mutate(undefined);
            if (showRecruiterParts) markAlertsRead.mutate(undefined);
          }}
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
      ) : notifications.data.data.length === 0 && alertList.length === 0 ? (
        <Empty title={t('shell.notifications.emptyTitle')}>
          {t('shell.notifications.emptyText')}
        </Empty>
      ) : (
        <List>
          {alertList.map((alert) => (
            <AlertRow
              key={`alert-${alert.id}`}
              alert={alert}
              onOpen={() => {
                if (!alert.read) markAlertsRead.mutate(alert.id);
                onNavigate();
              }}
            />
          ))}
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
        {showRecruiterParts ? (
          <Link to={SAVED_SEARCHES_HREF} onClick={onNavigate}>
            {t('shell.notifications.savedSearches')}
          </Link>
        ) : null}
        {showSettings ? <EmailSetting /> : null}
        {showRecruiterParts ? <RecruiterEmailSetting /> : null}
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

// On a phone the bell is not at the screen's edge: a panel 340 px wide, right-aligned to it,
// ran off the left side. There it spans the screen (12 px margins) just under the bell
// (--bell-bottom, set by the button when it opens).
const Panel = styled(PopupPanel)`
  width: 340px;
  max-width: min(340px, calc(100vw - 24px));
  padding: 0;

  ${media.mobile} {
    position: fixed;
    top: calc(var(--bell-bottom, 60px) + 10px);
    left: 12px;
    right: 12px;
    width: auto;
    max-width: none;
  }
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
