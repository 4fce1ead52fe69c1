import { Banner, Button, paths, useAppIntl, useSession, useT } from '@peworld/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobDetail } from '../api/job-types';
import { ApplyDialog } from './apply-dialog';
import { StageBadge } from './stage-badge';

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Stage = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-weight: 600;
`;

/**
 * What the talent can do with the job: 'Lamar' (apply) while it is open, the application's
 * stage and its conversation once applied, or why they cannot apply (paused, closed). A
 * recruiter only reads.
 */
export function JobApplyPanel({ job }: { job: JobDetail }) {
  const t = useT();
  const intl = useAppIntl();
  const { isRecruiter } = useSession();
  const [open, setOpen] = useState(false);

  if (job.application) {
    return (
      <Panel aria-label={t('talent.job.yourApplication')}>
        <Stage role="status">
          {t('talent.job.appliedStage')} <StageBadge stage={job.application.stage} />
        </Stage>
        <Button
          as={Link}
          to={paths.chatConversation.getHref(job.application.id_conversation)}
          variant="outline"
        >
          {t('talent.job.openConversation')}
        </Button>
        <Button as={Link} to={paths.applications.getHref()} variant="ghost">
          {t('talent.job.allApplications')}
        </Button>
      </Panel>
    );
  }
  if (job.status === 'closed') return <Banner tone="info">{t('talent.job.closed')}</Banner>;
  if (job.status === 'paused') return <Banner tone="info">{t('talent.job.paused')}</Banner>;
  if (isRecruiter) return null;
  return (
    <Panel>
      <Button size="lg" onClick={() => setOpen(true)}>
        {t('talent.job.apply.button')}
      </Button>
      <span>
        {t('talent.job.closes', {
          date: intl.formatDate(job.closing_date, { dateStyle: 'medium', timeZone: 'UTC' }),
        })}
      </span>
      <ApplyDialog job={job} open={open} onClose={() => setOpen(false)} />
    </Panel>
  );
}
