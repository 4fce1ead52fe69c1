import { useId, useRef, useState, type CSSProperties } from 'react';
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
  // Where the bell ends on screen, read when it opens: a phone's panel hangs from there.
  const [bellBottom, setBellBottom] = useState(0);
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
    <Wrapper ref={containerRef} style={{ '--bell-bottom': `${bellBottom}px` } as CSSProperties}>
      <IconButton
        ref={buttonRef}
        type="button"
        $tone={tone}
        aria-label={t('shell.notifications.button', { unread })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setBellBottom(buttonRef.current?.getBoundingClientRect().bottom ?? 0);
          setOpen((value) => !value);
        }}
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
