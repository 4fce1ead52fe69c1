import { Card, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import { PageLayout } from '../components/page-layout';
import { withTalentMessages } from '../components/talent-messages';
import { useJobList } from '../features/jobs/api/get-jobs';
import { JobFilterBar } from '../features/jobs/components/job-filter-bar';
import { JobResults } from '../features/jobs/components/job-results';
import { JobSearchForm } from '../features/jobs/components/job-search-form';
import {
  activeJobFilterCount,
  NO_JOB_FILTERS,
  useJobListParams,
} from '../features/jobs/hooks/use-job-list-params';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Controls = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Results = styled(Card)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** /jobs: open jobs, searched by title or skill and filtered, a talent's matches first. */
function JobListPage() {
  const t = useT();
  const { params, update } = useJobListParams();
  const list = useJobList({
    search: params.search || undefined,
    city: params.city || undefined,
    employment_type: params.type || undefined,
    work_mode: params.mode || undefined,
    salary_min: params.salaryMin ?? undefined,
    posted_within: params.posted || undefined,
    sort: params.sort,
    page: params.page,
    limit: params.limit,
  });
  const answer = list.data;
  const filtered = params.search !== '' || activeJobFilterCount(params) > 0;

  return (
    <PageLayout band>
      <Title>{t('talent.jobs.title')}</Title>
      <Controls $padding="lg">
        <JobSearchForm search={params.search} onSearch={(search) => update({ search })} />
        <JobFilterBar params={params} onChange={update} />
      </Controls>
      {answer ? (
        <Total role="status">
          {t(answer.pagination.totalCapped ? 'talent.jobs.totalCapped' : 'talent.jobs.total', {
            total: answer.pagination.total,
          })}
        </Total>
      ) : null}
      <Results $padding="none">
        <JobResults
          jobs={answer?.data}
          page={answer?.pagination.page ?? params.page}
          totalPages={answer?.pagination.totalPages ?? 0}
          loading={list.isFetching}
          error={list.error}
          filtered={filtered}
          skeletonRows={Math.min(params.limit, 6)}
          onPage={(page) => update({ page })}
          onRetry={() => void list.refetch()}
          onClear={() => update({ search: '', ...NO_JOB_FILTERS })}
        />
      </Results>
    </PageLayout>
  );
}

export default withTalentMessages(JobListPage);
