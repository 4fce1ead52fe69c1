import { Chip, MailIcon, paths, PhoneIcon, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ShortlistEntry } from './api/get-shortlist';

const STATUS_KEYS: Record<NonNullable<ShortlistEntry['hire_status']>, string> = {
  pending: 'employer.shortlist.hire.pending',
  accepted: 'employer.shortlist.hire.accepted',
  declined: 'employer.shortlist.hire.declined',
  withdrawn: 'employer.shortlist.hire.withdrawn',
  expired: 'employer.shortlist.hire.expired',
};

/**
 * The company's latest hire request to the talent, beside the entry; the contact shows only
 * when the API sent it (the talent accepted a request: the contact rule decides).
 */
export function HireState({ entry }: { entry: ShortlistEntry }) {
  const t = useT();
  return (
    <Wrap>
      {entry.hire_status ? (
        <Chip tone={entry.hire_status === 'accepted' ? 'accent' : 'neutral'}>
          {t(STATUS_KEYS[entry.hire_status])}
        </Chip>
      ) : (
        <Link to={paths.hirePage.getHref(entry.id_user)}>
          {t('employer.shortlist.hire.send', { name: entry.full_name })}
        </Link>
      )}
      {entry.conversation_id !== null ? (
        <Link to={paths.chatConversation.getHref(entry.conversation_id)}>
          {t('employer.shortlist.hire.openChat')}
        </Link>
      ) : null}
      {entry.email ? (
        <Contact href={`mailto:${entry.email}`}>
          <MailIcon size={16} aria-hidden="true" />
          {entry.email}
        </Contact>
      ) : null}
      {entry.phone ? (
        <Contact href={`tel:${entry.phone}`}>
          <PhoneIcon size={16} aria-hidden="true" />
          {entry.phone}
        </Contact>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Contact = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  overflow-wrap: anywhere;
`;
