import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, useT, type Message, type Role } from '@peworld/shared-ui';
import { sameDay, useChatTime } from '../utils/format-time';
import { Body, Bubble, MessageItem, Row, Time } from './message-item';
import type { PendingMessage } from '../hooks/use-pending-messages';

export interface MessageListProps {
  messages: Message[];
  pending: PendingMessage[];
  viewerId: number;
  viewerRole: Role;
  counterpartName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (key: number) => void;
  onDiscard: (key: number) => void;
}

/** How close to the bottom (px) still counts as "reading the newest messages". */
const NEAR_BOTTOM = 120;

// Newest at the bottom. Scrolling to the top loads older pages (an observer, and a button
// for keyboards) while the visible message stays in place; new messages scroll into view when
// the reader is already at the bottom.
export function MessageList({
  messages,
  pending,
  viewerId,
  viewerRole,
  counterpartName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
}: MessageListProps) {
  const t = useT();
  const { dayLabel } = useChatTime();
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const previous = useRef({ firstId: 0, lastId: 0, height: 0, pending: 0 });
  const nearBottom = useRef(true);

  const firstId = messages[0]?.id ?? 0;
  const lastId = messages.at(-1)?.id ?? 0;
  const latestHireId = [...messages].reverse().find((m) => m.kind === 'hire')?.id;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = previous.current;
    if (before.firstId === 0 || before.lastId === 0) {
      box.scrollTop = box.scrollHeight; // first render of the thread
    } else if (firstId < before.firstId && lastId === before.lastId) {
      box.scrollTop += box.scrollHeight - before.height; // older page added above
    } else if (lastId > before.lastId || pending.length > before.pending) {
      const own = messages.at(-1)?.sender_id === viewerId || pending.length > before.pending;
      if (nearBottom.current || own) box.scrollTop = box.scrollHeight;
    }
    previous.current = { firstId, lastId, height: box.scrollHeight, pending: pending.length };
  }, [firstId, lastId, pending.length, messages, viewerId]);

  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingOlder) onLoadOlder();
      },
      { root: scroller.current, rootMargin: '80px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  return (
    <Scroller
      ref={scroller}
      role="log"
      aria-label={t('chat.messages')}
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
      }}
    >
      <div ref={topSentinel} />
      {hasOlder ? (
        <Older>
          <Button variant="ghost" size="sm" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
          </Button>
        </Older>
      ) : messages.length > 0 ? (
        <Start>{t('chat.start')}</Start>
      ) : null}
      {messages.map((message, index) => {
        const prior = messages[index - 1];
        const newDay = !prior || !sameDay(prior.created_at, message.created_at);
        return (
          <Fragment key={message.id}>
            {newDay ? (
              <Day role="separator" aria-label={dayLabel(message.created_at)}>
                <span>{dayLabel(message.created_at)}</span>
              </Day>
            ) : null}
            <MessageItem
              message={message}
              viewerId={viewerId}
              viewerRole={viewerRole}
              counterpartName={counterpartName}
              isLatestHire={message.id === latestHireId}
            />
          </Fragment>
        );
      })}
      {pending.map((item) => (
        <Row key={`pending-${item.key}`} $mine>
          <PendingBubble $mine $failed={item.state === 'failed'}>
            <Body>{item.body}</Body>
            {item.state === 'sending' ? (
              <Time as="span">{t('chat.sending')}</Time>
            ) : (
              <Failed role="alert">
                <span>{t('chat.notSent', { error: item.error })}</span>
                <button type="button" onClick={() => onRetry(item.key)}>
                  {t('chat.retry')}
                </button>
                <button type="button" onClick={() => onDiscard(item.key)}>
                  {t('chat.discard')}
                </button>
              </Failed>
            )}
          </PendingBubble>
        </Row>
      ))}
    </Scroller>
  );
}

const Scroller = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-height: 0;
  padding: 16px 20px;
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  @media (max-width: 767px) {
    padding: 12px;
  }
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
`;

const Start = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  text-align: center;
`;

const Day = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 6px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.divider};
  }
`;

const PendingBubble = styled(Bubble)<{ $failed: boolean }>`
  opacity: ${({ $failed }) => ($failed ? 1 : 0.75)};
  background: ${({ theme, $failed }) => ($failed ? theme.colors.dangerSoft : theme.colors.primary)};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.text : theme.colors.onPrimary)};
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 12px;

  button {
    padding: 2px 8px;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radiusPill};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;
