import { Card, EmptyState, ErrorState, Skeleton, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { JobApplication } from '../api/get-job-applications';
import { APPLICATION_STAGES, stageLabel } from '../job-labels';
import { ApplicantCard } from './applicant-card';

/**
 * The applicants grouped by stage, in pipeline order (Applied → Interviewing → Offered → Hired /
 * Not a fit), each group a headed list, so a screen reader can jump between stages.
 */
export function ApplicantsBoard({ applications }: { applications: readonly JobApplication[] }) {
  const t = useT();
  if (applications.length === 0) {
    return (
      <Card $padding="lg">
        <EmptyState title={t('employer.applicants.emptyTitle')}>
          {t('employer.applicants.emptyText')}
        </EmptyState>
      </Card>
    );
  }
  return (
    <Stages>
      {APPLICATION_STAGES.map((stage) => {
        const inStage = applications.filter((application) => application.stage === stage);
        const headingId = `applicants-stage-${stage}`;
        return (
          <Card key={stage} $padding="none" as="section" aria-labelledby={headingId}>
            <StageHeading id={headingId}>
              {t('employer.applicants.stageHeading', {
                stage: stageLabel(stage, t),
                count: inStage.length,
              })}
            </StageHeading>
            {inStage.length === 0 ? (
              <Nobody>{t('employer.applicants.stageEmpty')}</Nobody>
            ) : (
              <List>
                {inStage.map((application) => (
                  <ApplicantCard key={application.id_application} application={application} />
                ))}
              </List>
            )}
          </Card>
        );
      })}
    </Stages>
  );
}

export function ApplicantsSkeleton() {
  const t = useT();
  return (
    <Card
      $padding="lg"
      role="status"
      aria-busy="true"
      aria-label={t('employer.applicants.loading')}
    >
      <Stack>
        <Skeleton height={40} />
        <Skeleton height={160} />
      </Stack>
    </Card>
  );
}

export function ApplicantsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Card $padding="lg">
      <ErrorState title={t('employer.applicants.loadError')} message={message} onRetry={onRetry} />
    </Card>
  );
}

const Stages = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const StageHeading = styled.h3`
  margin: 0;
  padding: 16px 24px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Nobody = styled.p`
  margin: 0;
  padding: 0 24px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
