import {
  ApiError,
  Button,
  Card,
  EmptyState,
  ErrorState,
  parseId,
  paths,
  Skeleton,
  useT,
  VisuallyHidden,
} from '@peworld/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageLayout } from '../components/page-layout';
import { withTalentMessages } from '../components/talent-messages';
import { useJob } from '../features/jobs/api/get-job';
import { JobDetailView } from '../features/jobs/components/job-detail-view';

const Loading = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /jobs/:id — one job: its company, description, skills, and Apply for a talent. */
function JobPage() {
  const t = useT();
  const id = parseId(useParams().id);
  const query = useJob(id);

  let body;
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    body = (
      <Card>
        <EmptyState
          title={t('talent.job.notFound.title')}
          action={
            <Button as={Link} to={paths.jobs.getHref()}>
              {t('talent.job.notFound.back')}
            </Button>
          }
        >
          {t('talent.job.notFound.body')}
        </EmptyState>
      </Card>
    );
  } else if (query.error) {
    body = (
      <Card>
        <ErrorState
          title={t('talent.job.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  } else if (!query.data) {
    body = (
      <Loading $padding="lg" role="status" aria-busy="true" aria-label={t('talent.job.loading')}>
        <Skeleton width="50%" height={30} />
        <Skeleton width="30%" height={18} />
        <Skeleton width="70%" height={18} />
        <Skeleton height={120} />
      </Loading>
    );
  } else {
    body = <JobDetailView job={query.data.data} />;
  }

  // Until the job's own title is there, the page is named for screen readers all the same.
  return (
    <PageLayout band>
      {query.data && id !== null ? null : (
        <VisuallyHidden as="h1">{t('talent.job.pageTitle')}</VisuallyHidden>
      )}
      {body}
    </PageLayout>
  );
}

export default withTalentMessages(JobPage);
