import { Card, media, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { JobDetail } from '../api/job-types';
import { JobApplyPanel } from './job-apply-panel';
import { JobCardItem, JobList } from './job-card';
import { JobCompanyCard } from './job-company-card';
import { JobFacts } from './job-facts';
import { JobMatch } from './job-match';
import { JobSkills } from './job-skills';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Main = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Company = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Description = styled.p`
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Similar = styled(Card)`
  margin-top: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The job page's content: the job, what the talent can do with it, the company, similar jobs. */
export function JobDetailView({ job }: { job: JobDetail }) {
  const t = useT();
  const matched = job.match?.matched ?? [];
  return (
    <>
      <Layout>
        <Main as="article" $padding="lg">
          <Title>{job.title}</Title>
          <Company>{job.company.company_name}</Company>
          <JobFacts job={job} />
          <JobMatch match={job.match} />
          <JobApplyPanel job={job} />
          <Heading>{t('talent.job.description')}</Heading>
          <Description>{job.description}</Description>
          {job.required_skills.length > 0 ? (
            <>
              <Heading>{t('talent.job.requiredSkills')}</Heading>
              <JobSkills
                skills={job.required_skills}
                matched={matched}
                label={t('talent.job.requiredSkills')}
              />
            </>
          ) : null}
          {job.nice_skills.length > 0 ? (
            <>
              <Heading>{t('talent.job.niceSkills')}</Heading>
              <JobSkills
                skills={job.nice_skills}
                matched={matched}
                label={t('talent.job.niceSkills')}
              />
            </>
          ) : null}
        </Main>
        <JobCompanyCard company={job.company} />
      </Layout>
      {job.status === 'closed' && job.similar.length > 0 ? (
        <Similar as="section" $padding="none" aria-labelledby="similar-jobs">
          <h2 id="similar-jobs">{t('talent.job.similar')}</h2>
          <JobList>
            {job.similar.map((similar) => (
              <JobCardItem key={similar.id_job} job={similar} />
            ))}
          </JobList>
        </Similar>
      ) : null}
    </>
  );
}
