import { Button, Card, ErrorState, paths, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useJobList } from '../api/get-jobs';
import { JobCardItem, JobList } from './job-card';
import { JobListSkeleton } from './job-list-skeleton';

/** How many of the best matches the talent's /home shows. */
export const JOBS_FOR_YOU_COUNT = 3;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const AllLink = styled(Link)`
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

const Empty = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** "Lowongan untukmu": the open jobs that match the talent's skills best, and the way to all. */
export function JobsForYou() {
  const t = useT();
  const list = useJobList({ sort: 'match', limit: JOBS_FOR_YOU_COUNT });
  const jobs = list.data?.data;

  let body;
  if (list.error && !jobs) {
    body = (
      <ErrorState
        title={t('talent.jobsForYou.loadError')}
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!jobs) {
    body = <JobListSkeleton rows={JOBS_FOR_YOU_COUNT} />;
  } else if (jobs.length === 0) {
    body = (
      <Empty>
        {t('talent.jobsForYou.none')}
        <Button as={Link} to={paths.jobs.getHref()} variant="ghost" size="sm">
          {t('talent.jobsForYou.browse')}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <JobList aria-label={t('talent.jobsForYou.title')}>
        {jobs.map((job) => (
          <JobCardItem key={job.id_job} job={job} />
        ))}
      </JobList>
    );
  }

  return (
    <Section aria-labelledby="jobs-for-you">
      <Header>
        <Title id="jobs-for-you">{t('talent.jobsForYou.title')}</Title>
        <AllLink to={paths.jobs.getHref()}>{t('talent.jobsForYou.all')}</AllLink>
      </Header>
      <Card $padding="none">{body}</Card>
    </Section>
  );
}
