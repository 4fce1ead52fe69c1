import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Avatar,
  imageUrl,
  paths,
  saveLanguage,
  sessionStore,
  switchLocale,
  useLocale,
  useSession,
  useT,
  useToast,
  type Locale,
  VisuallyHidden,
} from '@peworld/shared-ui';
import { otherLocale } from '../language-switch';
import { profileHref, settingsHref } from '../profile-href';
import { useDismiss } from '../use-dismiss';
import { PopupPanel } from './popup-panel';
import { Wrapper, AvatarButton, MenuHeader, MenuItem } from './account-menu.styles';

type Props = {
  /** 'light' on the white header, 'dark' on the purple mobile band. */
  tone?: 'light' | 'dark';
};

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

// Wraps around, so ArrowDown on the last item goes to the first and -1 means the last.
function focusMenuItem(menu: HTMLElement | null, index: number): void {
  const list = menuItems(menu);
  if (list.length === 0) return;
  list[(index + list.length) % list.length]?.focus();
}

// The avatar button and its dropdown (Profile, Setting, Logout). Follows the WAI-ARIA menu
// button pattern: aria-expanded on the button, arrow keys between items, Escape returns focus.
export function AccountMenu({ tone = 'light' }: Props) {
  const { user, role, logout } = useSession();
  const t = useT();
  const toast = useToast();
  const otherLanguage = otherLocale(useLocale());
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Which item takes focus when the menu opens (-1 = last, for ArrowUp on the button).
  const focusOnOpen = useRef(0);

  useDismiss(open, containerRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  useEffect(() => {
    if (open) focusMenuItem(menuRef.current, focusOnOpen.current);
  }, [open]);

  if (!user) return null;

  const openAndFocus = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: list.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusMenuItem(menuRef.current, next);
  };

  // The page changes language where it is; the account keeps the choice for other browsers.
  const onSwitchLanguage = async (language: Locale) => {
    setOpen(false);
    await switchLocale(language);
    const current = sessionStore.getState().user;
    if (current) sessionStore.getState().login({ ...current, language });
    try {
      await saveLanguage(language);
    } catch {
      toast.show(t('shell.account.languageNotSaved'), 'error');
    }
  };

  const onLogout = async () => {
    setLeaving(true);
    try {
      // useSession().logout() tells the server, then clears the stored login either way.
      await logout();
    } finally {
      setLeaving(false);
      setOpen(false);
      navigate(paths.landing.getHref(), { replace: true });
    }
  };

  return (
    <Wrapper ref={containerRef}>
      <AvatarButton
        ref={buttonRef}
        type="button"
        $tone={tone}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAndFocus(0))}
        onKeyDown={onButtonKeyDown}
      >
        {/* Named by hidden text, not aria-label: the initials on the picture are visible text
            that a label would have to contain (axe label-content-name-mismatch). */}
        <span aria-hidden="true">
          <Avatar src={imageUrl(user.image)} name={user.name} size={36} />
        </span>
        <VisuallyHidden>{t('shell.account.menuFor', { name: user.name })}</VisuallyHidden>
      </AvatarButton>
      {open && (
        <PopupPanel
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('shell.account.label')}
          onKeyDown={onMenuKeyDown}
        >
          <MenuHeader>
            <strong>{user.name}</strong>
            <span title={user.email}>{user.email}</span>
          </MenuHeader>
          <MenuItem as={Link} to={profileHref(role)} role="menuitem" onClick={() => setOpen(false)}>
            {t('shell.account.profile')}
          </MenuItem>
          {role === 'recruiter' ? (
            <>
              <MenuItem
                as={Link}
                to={paths.companyJobs.getHref()}
                role="menuitem"
                onClick={() => setOpen(false)}
              >
                {t('shell.account.companyJobs')}
              </MenuItem>
              <MenuItem
                as={Link}
                to={paths.shortlist.getHref()}
                role="menuitem"
                onClick={() => setOpen(false)}
              >
                {t('shell.account.shortlist')}
              </MenuItem>
            </>
          ) : (
            <>
              <MenuItem
                as={Link}
                to={paths.jobs.getHref()}
                role="menuitem"
                onClick={() => setOpen(false)}
              >
                {t('shell.account.jobs')}
              </MenuItem>
              <MenuItem
                as={Link}
                to={paths.applications.getHref()}
                role="menuitem"
                onClick={() => setOpen(false)}
              >
                {t('shell.account.applications')}
              </MenuItem>
            </>
          )}
          <MenuItem
            as={Link}
            to={settingsHref(role)}
            role="menuitem"
            onClick={() => setOpen(false)}
          >
            {t('shell.account.settings')}
          </MenuItem>
          <MenuItem
            as="button"
            type="button"
            role="menuitem"
            lang={otherLanguage}
            onClick={() => void onSwitchLanguage(otherLanguage)}
          >
            {t(`ui.language.${otherLanguage}`)}
          </MenuItem>
          <MenuItem
            as="button"
            type="button"
            role="menuitem"
            $danger
            disabled={leaving}
            aria-busy={leaving || undefined}
            onClick={onLogout}
          >
            {leaving ? t('shell.account.loggingOut') : t('shell.account.logout')}
          </MenuItem>
        </PopupPanel>
      )}
    </Wrapper>
  );
}
