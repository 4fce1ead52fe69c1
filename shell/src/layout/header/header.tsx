import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LogoMark, MailIcon, media, paths, useSession } from '@peworld/shared-ui';
import { AccountMenu } from './account-menu';
import { FindJobLink } from './find-job-link';
import { IconButton } from './icon-button';
import { NotificationButton } from './notification-button';

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

const Bar = styled.header<{ $hideOnMobile: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.divider};

  ${media.mobile} {
    display: ${({ $hideOnMobile }) => ($hideOnMobile ? 'none' : 'block')};
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  max-width: 1140px;
  height: 72px;
  margin: 0 auto;
  padding: 0 24px;

  ${media.mobile} {
    gap: 12px;
    height: 60px;
    padding: 0 16px;
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  height: 36px;

  svg {
    height: 100%;
    width: auto;
  }

  ${media.mobile} {
    height: 28px;
  }
`;

const Slot = styled.div`
  flex: 1;
  display: flex;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;

  ${media.mobile} {
    gap: 8px;
  }
`;
