// The parts of the frame only a logged-in visitor sees, in a chunk of their own: they need the
// query layer (TanStack Query) and the API client, which guest pages never load (issue 12).
// Each part brings the product's one QueryClient with it (WithQueryClient).
import { MailIcon, paths, WithQueryClient } from '@peworld/shared-ui';
import { NavLink } from 'react-router-dom';
import { AccountMenu } from '../../layout/header/account-menu';
import { IconButton } from '../../layout/header/icon-button';
import { NotificationButton } from '../../layout/header/notification-button';
import { MobileBottomBar } from '../../layout/mobile-bottom-bar/mobile-bottom-bar';
import { MobileTopBar } from '../../layout/mobile-top-bar/mobile-top-bar';
import { LiveSession } from '../../live/live-session';
import { SessionCheck } from '../session-check';
import { useT } from '@peworld/shared-ui';

/** Renders nothing: the session check with the server, the live stream, the title count. */
export function LoggedInServices() {
  return (
    <WithQueryClient>
      <SessionCheck />
      <LiveSession />
    </WithQueryClient>
  );
}

/** The desktop header's bell, chat link and account menu. */
export function HeaderAccountActions() {
  const t = useT();
  return (
    <WithQueryClient>
      <NotificationButton />
      <IconButton as={NavLink} to={paths.chat.getHref()} aria-label={t('shell.nav.chat')}>
        <MailIcon />
      </IconButton>
      <AccountMenu />
    </WithQueryClient>
  );
}

export function LoggedInMobileTopBar() {
  return (
    <WithQueryClient>
      <MobileTopBar />
    </WithQueryClient>
  );
}

export function LoggedInMobileBottomBar() {
  return (
    <WithQueryClient>
      <MobileBottomBar />
    </WithQueryClient>
  );
}
