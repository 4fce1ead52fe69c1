import { Button, paths, useAppIntl, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TalentApplication } from '../api/job-types';
import { JobCardItem, JobList } from './job-card';
import { StageBadge } from './stage-badge';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Stage = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The talent's applications: each job with its stage, when it changed, and the conversation. */
export function ApplicationList({ applications }: { applications: readonly TalentApplication[] }) {
  const t = useT();
  const intl = useAppIntl();
  return (
    <JobList aria-label={t('talent.applications.list')}>
      {applications.map((application) => (
        <JobCardItem
          key={application.id_application}
          job={application.job}
          extra={
            <Line>
              <Stage>
                {t('talent.applications.stage')} <StageBadge stage={application.stage} />
              </Stage>
              <Muted>
                {t('talent.applications.appliedOn', {
                  date: intl.formatDate(application.created_at, { dateStyle: 'medium' }),
                })}
              </Muted>
              <Button
                as={Link}
                to={paths.chatConversation.getHref(application.id_conversation)}
                variant="outline"
                size="sm"
                aria-label={t('talent.applications.conversationWith', {
                  company: application.job.company.company_name,
                  title: application.job.title,
                })}
              >
                {t('talent.applications.conversation')}
              </Button>
            </Line>
          }
        />
      ))}
    </JobList>
  );
}
