import { Link } from 'react-router-dom';
import { Button, LogoMark, paths, useSession } from '@peworld/shared-ui/core';
import { useLoggedInChrome } from '../../app/logged-in/use-logged-in-chrome';
import { FindJobLink } from './find-job-link';
import { Bar, Inner, LogoLink, Slot, Actions, ActionsPlaceholder } from './header.styles';
import { useT } from '@peworld/shared-ui/core';
import { LanguageSwitch } from '../language-switch';

// The white top bar. Logged out it offers Log in / Sign in on every screen size; logged in it
// is the desktop navigation only, because small screens get the purple MobileTopBar and the
// MobileBottomBar instead.
export function Header() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const chrome = useLoggedInChrome();

  return (
    <Bar $hideOnMobile={isLoggedIn}>
      <Inner>
        <LogoLink to={paths.landing.getHref()} aria-label={t('shell.homeLink')}>
          <LogoMark variant="purple" height={32} />
        </LogoLink>
        {isLoggedIn && (
          <Slot>
            <FindJobLink />
          </Slot>
        )}
        <Actions>
          {isLoggedIn ? (
            // The bell, chat and account menu arrive with the logged-in chunk; until then
            // their space is held (only right after a login: a stored one waits for it).
            chrome ? (
              <chrome.HeaderAccountActions />
            ) : (
              <ActionsPlaceholder aria-hidden="true" />
            )
          ) : (
            <>
              <LanguageSwitch />
              <Button as={Link} to={paths.optionLogin.getHref()} variant="outline" size="sm">
                {t('shell.header.login')}
              </Button>
              <Button as={Link} to={paths.optionRegist.getHref()} variant="primary" size="sm">
                {t('shell.header.signup')}
              </Button>
            </>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
