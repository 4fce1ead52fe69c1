import { Card, ErrorState, Skeleton, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import { useCompanyOpenJobs } from '../api/get-company-open-jobs';
import { JobCardItem, JobList } from './job-card';

const Section = styled(Card)`
  max-width: 760px;
  margin: ${({ theme }) => theme.space.lg} auto 0;

  h2 {
    margin: 0;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Muted = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The company profile's open jobs (GET /api/company/:id/jobs). */
export function CompanyOpenJobs({ idCompany }: { idCompany: number }) {
  const t = useT();
  const query = useCompanyOpenJobs(idCompany);
  const jobs = query.data?.data;

  let body;
  if (query.error && !jobs) {
    body = (
      <ErrorState
        title={t('talent.companyJobs.loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!jobs) {
    body = (
      <Muted role="status" aria-label={t('talent.companyJobs.loading')}>
        <Skeleton width="60%" height={20} />
      </Muted>
    );
  } else if (jobs.length === 0) {
    body = <Muted>{t('talent.companyJobs.none')}</Muted>;
  } else {
    body = (
      <JobList aria-label={t('talent.companyJobs.title')}>
        {jobs.map((job) => (
          <JobCardItem key={job.id_job} job={job} />
        ))}
      </JobList>
    );
  }

  return (
    <Section as="section" $padding="none" aria-labelledby="company-open-jobs">
      <h2 id="company-open-jobs">{t('talent.companyJobs.title')}</h2>
      {body}
    </Section>
  );
}
