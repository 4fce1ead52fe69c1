import { Button, Card, EmptyState, ErrorState, paths, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageLayout } from '../components/page-layout';
import { withTalentMessages } from '../components/talent-messages';
import { useApplications } from '../features/jobs/api/get-applications';
import { ApplicationList } from '../features/jobs/components/application-list';
import { JobListSkeleton } from '../features/jobs/components/job-list-skeleton';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/**
 * /applications — "Lamaran saya": the talent's applications and their stages. A stage the
 * company changes arrives on the live stream (`application.stage`), which refetches this list:
 * no reload needed.
 */
function ApplicationsPage() {
  const t = useT();
  const query = useApplications();

  let body;
  if (query.error && !query.data) {
    body = (
      <ErrorState
        title={t('talent.applications.loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = <JobListSkeleton rows={3} />;
  } else if (query.data.data.length === 0) {
    body = (
      <EmptyState
        title={t('talent.applications.none.title')}
        action={
          <Button as={Link} to={paths.jobs.getHref()}>
            {t('talent.applications.none.find')}
          </Button>
        }
      >
        {t('talent.applications.none.body')}
      </EmptyState>
    );
  } else {
    body = <ApplicationList applications={query.data.data} />;
  }

  return (
    <PageLayout band>
      <Title>{t('talent.applications.title')}</Title>
      <Card $padding="none">{body}</Card>
    </PageLayout>
  );
}

export default withTalentMessages(ApplicationsPage);
