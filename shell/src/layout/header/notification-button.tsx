import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { BellIcon, EmptyState } from '@peworld/shared-ui';
import { useDismiss } from '../use-dismiss';
import { IconButton } from './icon-button';
import { PopupPanel } from './popup-panel';

type Props = { tone?: 'light' | 'dark' };

// The bell opens a small notifications panel (a disclosure, not a menu: it holds content,
// not commands). There is no notification feed yet, so it shows a real empty state.
export function NotificationButton({ tone = 'light' }: Props) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

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
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
      </IconButton>
      {open && (
        <Panel id={panelId} role="group" aria-labelledby={titleId}>
          <Title id={titleId}>Notifications</Title>
          <Empty title="No notifications yet">Hire requests and replies will show up here.</Empty>
        </Panel>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Panel = styled(PopupPanel)`
  width: 300px;
  padding: 0;
`;

const Title = styled.h2`
  margin: 0;
  padding: 14px 16px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;
  font-weight: 600;
`;

const Empty = styled(EmptyState)`
  padding: 24px 16px 28px;

  h2 {
    font-size: 15px;
  }
`;
