import { withEmployerMessages } from '../messages/with-employer-messages';
import { Button, Card, ErrorState, parseId, paths, useSession, useT } from '@peworld/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { NotFoundState } from '../features/common/not-found-state';
import { Narrow, PurpleBand } from '../features/common/page-frame';
import { PageMessage } from '../features/common/page-message';
import { ProfileSkeleton } from '../features/common/profile-skeleton';
import { useJob } from '../features/jobs/api/get-job';
import { useJobApplications } from '../features/jobs/api/get-job-applications';
import {
  ApplicantsBoard,
  ApplicantsError,
  ApplicantsSkeleton,
} from '../features/jobs/applicants/applicants-board';
import { useNewApplicants } from '../features/jobs/applicants/use-new-applicants';
import { JobMeta } from '../features/jobs/job-meta';
import { useJobDate } from '../features/jobs/job-dates';
import { JobStatusBadge } from '../features/jobs/job-status-badge';

/** /home/jobs/:id: one job of the company and its applicants, grouped by stage. */
function JobApplicantsPage() {
  const t = useT();
  const date = useJobDate();
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const { user } = useSession();
  const job = useJob(id);
  const applications = useJobApplications(id);
  useNewApplicants(id);

  const notFound = (
    <NotFoundState title={t('employer.applicants.title')} text={t('employer.jobs.notFound')} />
  );
  if (id === null) return notFound;
  if (job.isPending) return <ProfileSkeleton label={t('employer.applicants.loadingJob')} />;
  if (job.isError) {
    if (job.error.status === 404) return notFound;
    return (
      <PageMessage title={t('employer.applicants.title')}>
        <ErrorState
          title={t('employer.applicants.jobLoadError')}
          message={job.error.message}
          onRetry={() => void job.refetch()}
        />
      </PageMessage>
    );
  }

  const detail = job.data;
  // Any member may read a job; only its own company sees its applicants (the API says 404 too).
  if (detail.id_company !== user?.id_company) return notFound;
  let body;
  if (applications.isPending) body = <ApplicantsSkeleton />;
  else if (applications.isError && applications.error.status === 404) return notFound;
  else if (applications.isError)
    body = (
      <ApplicantsError
        message={applications.error.message}
        onRetry={() => void applications.refetch()}
      />
    );
  else body = <ApplicantsBoard applications={applications.data} />;

  return (
    <>
      <PurpleBand />
      <Narrow>
        <Summary $padding="lg">
          <Back to={paths.companyJobs.getHref()}>{t('employer.applicants.backToJobs')}</Back>
          <Head>
            <Title>{detail.title}</Title>
            <JobStatusBadge status={detail.status} />
          </Head>
          <JobMeta job={detail}>
            <span>{t('employer.jobs.postedOn', { date: date(detail.posted_at) })}</span>
            <span>{t('employer.jobs.closesOn', { date: date(detail.closing_date) })}</span>
          </JobMeta>
          <Button
            as={Link}
            to={paths.companyJobEdit.getHref(detail.id_job)}
            size="sm"
            variant="outline"
          >
            {t('employer.jobs.editJob')}
          </Button>
        </Summary>
        <Section aria-labelledby="applicants-heading">
          <SectionTitle id="applicants-heading">{t('employer.applicants.heading')}</SectionTitle>
          {body}
        </Section>
      </Narrow>
    </>
  );
}

const Summary = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  margin-bottom: 32px;
  min-width: 0;
`;

const Back = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px 12px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 28px;
  overflow-wrap: anywhere;
`;

const Section = styled.section`
  min-width: 0;
`;

const SectionTitle = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export default withEmployerMessages(JobApplicantsPage);
