import { Avatar, imageUrl, paths, useT } from '@peworld/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobCard } from '../api/job-types';
import { JobFacts } from './job-facts';
import { JobMatch } from './job-match';

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  &:last-child {
    border-bottom: none;
  }

  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Company = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Status = styled.span`
  margin-left: 8px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radiusPill};
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Extra = styled.div`
  margin-top: 4px;
`;

/**
 * One job in a list: the company's logo, the title (a link to the job page), the company,
 * facts, and for a talent the skills of theirs it asks for. `extra` takes a list's own line
 * (an application's stage).
 */
export function JobCardItem({ job, extra }: { job: JobCard; extra?: ReactNode }) {
  const t = useT();
  return (
    <Row>
      <span aria-hidden="true">
        <Avatar src={imageUrl(job.company.photo)} name={job.company.company_name} size={56} />
      </span>
      <Body>
        <Title>
          <Link to={paths.job.getHref(job.id_job)}>{job.title}</Link>
        </Title>
        <Company>
          {job.company.company_name}
          {job.status === 'open' ? null : <Status>{t(`talent.jobs.status.${job.status}`)}</Status>}
        </Company>
        <JobFacts job={job} />
        <JobMatch match={job.match} />
        {extra ? <Extra>{extra}</Extra> : null}
      </Body>
    </Row>
  );
}

export const JobList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
