import { withEmployerMessages } from '../messages/with-employer-messages';
import { Card, ErrorState, parseId, paths, useSession, useT } from '@peworld/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { NotFoundState } from '../features/common/not-found-state';
import { Narrow, PurpleBand } from '../features/common/page-frame';
import { PageMessage } from '../features/common/page-message';
import { ProfileSkeleton } from '../features/common/profile-skeleton';
import { useJob } from '../features/jobs/api/get-job';
import { JobForm } from '../features/jobs/job-form/job-form';

/** /home/jobs/new and /home/jobs/:id/edit: one form to post a job or change it. */
function JobFormPage() {
  const t = useT();
  const { id: rawId } = useParams();
  const editing = rawId !== undefined;
  const id = parseId(rawId);
  const { user } = useSession();
  const { data, isPending, isError, error, refetch } = useJob(editing ? id : null);

  if (editing) {
    const notFound = (
      <NotFoundState title={t('employer.jobForm.editTitle')} text={t('employer.jobs.notFound')} />
    );
    if (id === null) return notFound;
    if (isPending) return <ProfileSkeleton label={t('employer.jobForm.loading')} />;
    if (isError) {
      if (error.status === 404) return notFound;
      return (
        <PageMessage title={t('employer.jobForm.editTitle')}>
          <ErrorState
            title={t('employer.jobForm.loadError')}
            message={error.message}
            onRetry={() => void refetch()}
          />
        </PageMessage>
      );
    }
    // Any member may read a job; only its own company may change it (the API says 404 too).
    if (data.id_company !== user?.id_company) return notFound;
  }

  const job = editing && data ? data : null;
  return (
    <>
      <PurpleBand />
      <Narrow>
        <FormCard $padding="lg">
          <Back to={job ? paths.companyJob.getHref(job.id_job) : paths.companyJobs.getHref()}>
            {t(job ? 'employer.jobForm.backToJob' : 'employer.jobForm.backToJobs')}
          </Back>
          <Title>
            {job
              ? t('employer.jobForm.editHeading', { title: job.title })
              : t('employer.jobForm.newTitle')}
          </Title>
          <Lead>{t('employer.jobForm.lead')}</Lead>
          {/* A new key per job: the form starts from the job it edits. */}
          <JobForm key={job?.id_job ?? 'new'} job={job} />
        </FormCard>
      </Narrow>
    </>
  );
}

const FormCard = styled(Card)`
  max-width: 820px;
  margin: 0 auto;
  min-width: 0;
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 28px;
  overflow-wrap: anywhere;
`;

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default withEmployerMessages(JobFormPage);
