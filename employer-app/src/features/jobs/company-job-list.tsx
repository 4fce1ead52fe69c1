import { Button, Card, EmptyState, ErrorState, paths, Skeleton, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CompanyJob } from './api/get-company-jobs';
import { CompanyJobCard } from './company-job-card';

/** The company's jobs, newest first as the API sends them. */
export function CompanyJobList({ jobs }: { jobs: readonly CompanyJob[] }) {
  const t = useT();
  return (
    <Card $padding="none">
      <List aria-label={t('employer.jobs.listLabel')}>
        {jobs.map((job) => (
          <CompanyJobCard key={job.id_job} job={job} />
        ))}
      </List>
    </Card>
  );
}

/** No job yet: say what the page is for and lead to the form. */
export function CompanyJobsEmpty() {
  const t = useT();
  return (
    <Card $padding="lg">
      <EmptyState
        title={t('employer.jobs.emptyTitle')}
        action={
          <Button as={Link} to={paths.companyJobNew.getHref()}>
            {t('employer.jobs.postJob')}
          </Button>
        }
      >
        {t('employer.jobs.emptyText')}
      </EmptyState>
    </Card>
  );
}

export function CompanyJobsSkeleton() {
  const t = useT();
  return (
    <Card $padding="lg" role="status" aria-busy="true" aria-label={t('employer.jobs.loading')}>
      <Stack>
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Stack>
    </Card>
  );
}

export function CompanyJobsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Card $padding="lg">
      <ErrorState title={t('employer.jobs.loadError')} message={message} onRetry={onRetry} />
    </Card>
  );
}

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
