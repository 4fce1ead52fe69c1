import { Button, media, paths, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CompanyJob } from './api/get-company-jobs';
import { ApplicantCounts } from './applicant-counts';
import { JobMeta } from './job-meta';
import { useJobDate } from './job-dates';
import { JobStatusActions } from './job-status-actions';
import { JobStatusBadge } from './job-status-badge';
import { todayIso } from './job-form/job-values';

/** One of the company's jobs in its list: what it is, its status, its applicants, its actions. */
export function CompanyJobCard({ job }: { job: CompanyJob }) {
  const t = useT();
  const date = useJobDate();
  return (
    <Item>
      <Head>
        <Title>
          <Link to={paths.companyJob.getHref(job.id_job)}>{job.title}</Link>
        </Title>
        <JobStatusBadge status={job.status} />
      </Head>
      <JobMeta job={job} />
      <Dates>
        <span>{t('employer.jobs.postedOn', { date: date(job.posted_at) })}</span>
        {job.status === 'open' && job.closing_date < todayIso() ? (
          <Passed>{t('employer.jobs.closingPassed', { date: date(job.closing_date) })}</Passed>
        ) : (
          <span>{t('employer.jobs.closesOn', { date: date(job.closing_date) })}</span>
        )}
      </Dates>
      <ApplicantCounts counts={job.applicants} title={job.title} />
      <Actions>
        <Button
          as={Link}
          to={paths.companyJob.getHref(job.id_job)}
          size="sm"
          aria-label={t('employer.jobs.viewApplicantsNamed', { title: job.title })}
        >
          {t('employer.jobs.viewApplicants')}
        </Button>
        <Button
          as={Link}
          to={paths.companyJobEdit.getHref(job.id_job)}
          size="sm"
          variant="outline"
          aria-label={t('employer.jobs.editNamed', { title: job.title })}
        >
          {t('employer.jobs.edit')}
        </Button>
        <JobStatusActions job={job} />
      </Actions>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  &:last-child {
    border-bottom: none;
  }

  ${media.mobile} {
    padding: 20px 16px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px 12px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Passed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
