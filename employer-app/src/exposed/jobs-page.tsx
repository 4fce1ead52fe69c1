import { withEmployerMessages } from '../messages/with-employer-messages';
import { Button, media, paths, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Narrow, PurpleBand } from '../features/common/page-frame';
import { useCompanyJobs } from '../features/jobs/api/get-company-jobs';
import {
  CompanyJobList,
  CompanyJobsEmpty,
  CompanyJobsError,
  CompanyJobsSkeleton,
} from '../features/jobs/company-job-list';

/** /home/jobs: the company's openings with their applicants per stage, and "Post a job". */
function JobsPage() {
  const t = useT();
  const { data, isPending, isError, error, refetch } = useCompanyJobs();

  let body;
  if (isPending) body = <CompanyJobsSkeleton />;
  else if (isError)
    body = <CompanyJobsError message={error.message} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <CompanyJobsEmpty />;
  else body = <CompanyJobList jobs={data} />;

  return (
    <>
      <PurpleBand />
      <Narrow>
        <Head>
          <Title>{t('employer.jobs.title')}</Title>
          <Button as={Link} to={paths.companyJobNew.getHref()} variant="accent">
            {t('employer.jobs.postJob')}
          </Button>
        </Head>
        {body}
      </Narrow>
    </>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 24px;

  ${media.mobile} {
    margin-bottom: 16px;
  }
`;

const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 28px;
`;

export default withEmployerMessages(JobsPage);
