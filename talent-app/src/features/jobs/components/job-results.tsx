import { Button, EmptyState, ErrorState, Pagination, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { JobCard } from '../api/job-types';
import { JobCardItem, JobList } from './job-card';
import { JobListSkeleton } from './job-list-skeleton';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg} 0;
`;

export interface JobResultsProps {
  jobs: readonly JobCard[] | undefined;
  page: number;
  totalPages: number;
  loading: boolean;
  error: Error | null;
  /** A search or a filter is set: the empty state offers to clear them. */
  filtered: boolean;
  skeletonRows: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  onClear: () => void;
}

/** The job list with its loading, empty and error states and its pages. */
export function JobResults({
  jobs,
  page,
  totalPages,
  loading,
  error,
  filtered,
  skeletonRows,
  onPage,
  onRetry,
  onClear,
}: JobResultsProps) {
  const t = useT();
  if (error && !jobs) {
    return (
      <ErrorState title={t('talent.jobs.loadError')} message={error.message} onRetry={onRetry} />
    );
  }
  if (loading && !jobs) return <JobListSkeleton rows={skeletonRows} />;
  if (!jobs || jobs.length === 0) {
    if (page > 1) {
      return (
        <EmptyState
          title={t('talent.jobs.emptyPage.title')}
          action={
            <Button variant="outline" onClick={() => onPage(1)}>
              {t('talent.jobs.emptyPage.first')}
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        title={t('talent.jobs.none.title')}
        action={
          filtered ? (
            <Button variant="outline" onClick={onClear}>
              {t('talent.jobs.none.clear')}
            </Button>
          ) : undefined
        }
      >
        {filtered ? t('talent.jobs.none.filtered') : t('talent.jobs.none.empty')}
      </EmptyState>
    );
  }
  return (
    <>
      <JobList aria-label={t('talent.jobs.list')} aria-busy={loading || undefined}>
        {jobs.map((job) => (
          <JobCardItem key={job.id_job} job={job} />
        ))}
      </JobList>
      {totalPages > 1 ? (
        <Footer>
          <Pagination
            page={page}
            totalPages={totalPages}
            onChange={onPage}
            label={t('talent.jobs.pages')}
          />
        </Footer>
      ) : null}
    </>
  );
}
