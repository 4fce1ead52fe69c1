import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { BellIcon, useSession } from '@peworld/shared-ui';
import { useBellCount } from '../../live/use-bell-count';
import { useDismiss } from '../use-dismiss';
import { IconButton } from './icon-button';
import { NotificationPanel } from './notification-panel';
import { UnreadBadge } from './unread-badge';
import { useT } from '@peworld/shared-ui';

type Props = { tone?: 'light' | 'dark' };

// The bell: unread count on the icon, and a panel (a disclosure: it holds content, not
// commands) with recent requests, status changes and messages.
export function NotificationButton({ tone = 'light' }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = useBellCount();
  const { isTalent, isRecruiter } = useSession();

  useDismiss(open, containerRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <Wrapper ref={containerRef}>
      <IconButton
        ref={buttonRef}
        type="button"
        $tone={tone}
        aria-label={t('shell.notifications.button', { unread })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        <UnreadBadge count={unread} />
      </IconButton>
      {open && (
        <NotificationPanel
          id={panelId}
          showSettings={isTalent}
          showRecruiterParts={isRecruiter}
          onNavigate={() => setOpen(false)}
        />
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;
