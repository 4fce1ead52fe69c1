import { Link, NavLink } from 'react-router-dom';
import { Button, LogoMark, MailIcon, paths, useSession } from '@peworld/shared-ui';
import { AccountMenu } from './account-menu';
import { FindJobLink } from './find-job-link';
import { IconButton } from './icon-button';
import { NotificationButton } from './notification-button';
import { Bar, Inner, LogoLink, Slot, Actions } from './header.styles';

// The white top bar. Logged out it offers Log in / Sign in on every screen size; logged in it
// is the desktop navigation only, because small screens get the purple MobileTopBar and the
// MobileBottomBar instead.
export function Header() {
  const { isLoggedIn } = useSession();

  return (
    <Bar $hideOnMobile={isLoggedIn}>
      <Inner>
        <LogoLink to={paths.landing.getHref()} aria-label="Peworld home">
          <LogoMark variant="purple" height={32} />
        </LogoLink>
        {isLoggedIn && (
          <Slot>
            <FindJobLink />
          </Slot>
        )}
        <Actions>
          {isLoggedIn ? (
            <>
              <NotificationButton />
              <IconButton as={NavLink} to={paths.chat.getHref()} aria-label="Chat">
                <MailIcon />
              </IconButton>
              <AccountMenu />
            </>
          ) : (
            <>
              <Button as={Link} to={paths.optionLogin.getHref()} variant="outline" size="sm">
                Log in
              </Button>
              <Button as={Link} to={paths.optionRegist.getHref()} variant="primary" size="sm">
                Sign in
              </Button>
            </>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
