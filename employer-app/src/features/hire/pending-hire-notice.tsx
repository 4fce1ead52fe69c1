import { Banner, paths, useAppIntl, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePendingHire } from './api/get-pending-hire';

/**
 * Before anything is typed: a request to this talent still waits for an answer, and the API
 * takes one pending request per company and talent. Says when it was sent and leads to its
 * conversation, where it can be followed up or withdrawn.
 */
export function PendingHireNotice({
  talentId,
  talentName,
}: {
  talentId: number;
  talentName: string;
}) {
  const t = useT();
  const { formatDate } = useAppIntl();
  const { data: pending } = usePendingHire(talentId);
  if (!pending) return null;
  return (
    <Notice>
      <Banner tone="info">
        <Words>
          <strong>{t('employer.hire.pendingTitle', { name: talentName })}</strong>
          <span>
            {t('employer.hire.pendingText', {
              subject: pending.subject,
              date: formatDate(pending.created_at, { dateStyle: 'medium' }),
            })}
          </span>
          <Link to={paths.chatConversation.getHref(pending.conversation_id)}>
            {t('employer.hire.pendingOpen')}
          </Link>
        </Words>
      </Banner>
    </Notice>
  );
}

/** Sentences side by side, spaced by the layout (no literal spaces between translations). */
const Words = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  column-gap: 0.3em;
`;

const Notice = styled.div`
  margin: 0 0 24px;
`;
