import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import {
  Avatar,
  HomeIcon,
  MailIcon,
  SearchIcon,
  imageUrl,
  media,
  paths,
  useSession,
  VisuallyHidden,
} from '@peworld/shared-ui';
import { useUnreadCount } from '../../live/use-unread-count';
import { UnreadBadge } from '../header/unread-badge';
import { profileHref } from '../profile-href';
import { useT } from '@peworld/shared-ui';

const BAR_HEIGHT = 64;

// Fixed tab bar for small screens once logged in. NavLink marks the current tab with
// aria-current="page" (home stays active on its sub-pages such as a profile view).
export function MobileBottomBar() {
  const t = useT();
  const { user, role } = useSession();
  const unread = useUnreadCount();
  if (!user) return null;

  return (
    <>
      {/* Keeps the end of the page from hiding under the fixed bar. */}
      <Spacer aria-hidden="true" />
      <Bar aria-label={t('shell.nav.main')}>
        <Tab to={paths.home.getHref()} label={t('shell.nav.home')} icon={<HomeIcon />} />
        <Tab
          to={paths.searchMobile.getHref()}
          label={t('shell.nav.search')}
          icon={<SearchIcon />}
        />
        <Tab
          to={paths.chat.getHref()}
          label={t('shell.nav.chat')}
          extra={unread > 0 ? t('shell.nav.unread', { unread }) : undefined}
          icon={
            <IconWithBadge>
              <MailIcon />
              <UnreadBadge count={unread} />
            </IconWithBadge>
          }
        />
        <Tab
          to={profileHref(role)}
          label={t('shell.nav.profile')}
          icon={
            // The tab is named by its label; the avatar is only its picture.
            <span aria-hidden="true">
              <Avatar src={imageUrl(user.image)} name={user.name} size={24} />
            </span>
          }
        />
      </Bar>
    </>
  );
}

function Tab({
  to,
  label,
  icon,
  extra,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  /** Read by screen readers instead of the label (e.g. "Chat, 2 unread"). */
  extra?: string | undefined;
}) {
  return (
    <TabLink to={to}>
      {icon}
      {/* With an extra the whole name is read from one hidden span ("Chat, 2 unread"). */}
      <span aria-hidden={extra ? true : undefined}>{label}</span>
      {extra ? <VisuallyHidden>{extra}</VisuallyHidden> : null}
    </TabLink>
  );
}

const IconWithBadge = styled.span`
  position: relative;
  display: inline-flex;

  [data-testid='unread-badge'] {
    top: -6px;
    right: -12px;
  }
`;

// Hidden from 768px up (written as a desktop rule so the bar is "mobile first").
const Spacer = styled.div`
  height: ${BAR_HEIGHT}px;

  ${media.desktop} {
    display: none;
  }
`;

const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  height: ${BAR_HEIGHT}px;
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -2px 12px rgba(31, 42, 54, 0.08);

  ${media.desktop} {
    display: none;
  }
`;

const TabLink = styled(NavLink)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  font-weight: 600;
  text-decoration: none;

  svg {
    width: 24px;
    height: 24px;
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* A short purple line on top of the active tab, so it is not told by colour alone. */
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    top: 0;
    left: 30%;
    right: 30%;
    height: 3px;
    border-radius: 0 0 3px 3px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
