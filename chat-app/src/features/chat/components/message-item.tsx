import styled from 'styled-components';
import {
  useMessagePreview,
  useRichT,
  useT,
  type HireStatus,
  type Message,
  type Role,
} from '@peworld/shared-ui';
import { HireActions } from './hire-actions';
import { HireStatusChip } from './hire-status';
import { LinkifiedText } from './linkified-text';
import { applicationNote } from '../utils/application-note';
import { useChatTime } from '../utils/format-time';

export interface MessageItemProps {
  message: Message;
  viewerId: number;
  viewerRole: Role;
  counterpartName: string;
  /** Only the newest request of the thread offers its answers. */
  isLatestHire: boolean;
}

/** Days a request waits for an answer before it expires (the server's rule). */
const HIRE_EXPIRY_DAYS = 14;

const STATUS_LINE_KEYS: Record<HireStatus, string> = {
  pending: 'chat.status.sent',
  accepted: 'chat.status.accepted',
  declined: 'chat.status.declined',
  withdrawn: 'chat.status.withdrawn',
  expired: 'chat.status.expired',
};

export function MessageItem({
  message,
  viewerId,
  viewerRole,
  counterpartName,
  isLatestHire,
}: MessageItemProps) {
  const t = useT();
  const rich = useRichT();
  const preview = useMessagePreview();
  const { timeOfDay } = useChatTime();
  const mine = message.sender_id === viewerId;
  const time = <Time dateTime={message.created_at}>{timeOfDay(message.created_at)}</Time>;

  if (message.kind === 'status') {
    const line = t(STATUS_LINE_KEYS[message.hire_status ?? 'pending'], {
      who: mine ? 'you' : 'other',
      actor: counterpartName,
      days: HIRE_EXPIRY_DAYS,
    });
    return (
      <System>
        <p>
          {message.body
            ? rich('chat.status.withReason', {
                status: line,
                reason: message.body,
                q: (chunks) => <q>{chunks}</q>,
              })
            : line}
        </p>
        {time}
      </System>
    );
  }

  // A job's stage move or closing (issue 32): one line, the same words as the bell's.
  if (message.kind === 'application_stage' || message.kind === 'job_closed') {
    return (
      <System>
        <p>{preview(message)}</p>
        {time}
      </System>
    );
  }

  // The talent applied to a job: a card named after the job, with the cover note.
  if (message.kind === 'application_received') {
    const title = message.application?.job_title ?? '';
    const note = applicationNote(message);
    return (
      <Row $mine={mine}>
        <HireCard aria-label={t('chat.application.cardLabel', { title })}>
          <CardTop>
            <Kicker>{t('chat.application.kicker')}</Kicker>
          </CardTop>
          <Subject>{title}</Subject>
          <Body>
            {note === null ? (
              t('chat.application.noNote', { title })
            ) : (
              <LinkifiedText text={note} />
            )}
          </Body>
          {time}
        </HireCard>
      </Row>
    );
  }

  if (message.kind === 'hire') {
    const status = message.hire_status ?? 'pending';
    const canAnswer =
      isLatestHire &&
      status === 'pending' &&
      message.hire_request_id !== null &&
      (viewerRole === 'talent' || mine);
    return (
      <Row $mine={mine}>
        <HireCard aria-label={t('chat.hire.cardLabel', { subject: message.subject ?? '' })}>
          <CardTop>
            <Kicker>{t('chat.hire.kicker')}</Kicker>
            <HireStatusChip status={status} />
          </CardTop>
          <Subject>{message.subject}</Subject>
          <Body>
            <LinkifiedText text={message.body} />
          </Body>
          {canAnswer ? (
            <HireActions hireId={message.hire_request_id!} viewerRole={viewerRole} />
          ) : null}
          {time}
        </HireCard>
      </Row>
    );
  }

  return (
    <Row $mine={mine}>
      <Bubble $mine={mine}>
        <Body>
          <LinkifiedText text={message.body} />
        </Body>
        {time}
      </Bubble>
    </Row>
  );
}

export const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

export const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(75%, 520px);
  padding: 10px 14px 6px;
  border-radius: 16px;
  border-bottom-right-radius: ${({ $mine }) => ($mine ? '4px' : '16px')};
  border-bottom-left-radius: ${({ $mine }) => ($mine ? '16px' : '4px')};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.page)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};

  a {
    color: inherit;
    text-decoration: underline;
  }
  time {
    color: ${({ $mine }) => ($mine ? 'rgba(255, 255, 255, 0.85)' : 'inherit')};
  }

  @media (max-width: 767px) {
    max-width: 85%;
  }
`;

export const Body = styled.p`
  margin: 0;
  font-size: 15px;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Time = styled.time`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  text-align: right;
`;

const HireCard = styled.article`
  width: min(100%, 440px);
  padding: 14px 16px 8px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Kicker = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Subject = styled.h3`
  margin: 6px 0 4px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const System = styled.div`
  align-self: center;
  max-width: 90%;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radiusPill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 13px;
  text-align: center;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  time {
    display: inline;
    margin-left: 6px;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    display: inline;
  }
`;
