import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@peworld/shared-ui/core';
import { Container } from './landing-layout';
import { useEntryLinks } from './use-entry-links';
import { useT } from '@peworld/shared-ui/core';

const TOP_JOBS = [
  'Web Developer',
  'Android Developer',
  'UI/UX Designer',
  'Data Analyst',
  'DevOps Engineer',
] as const;

// Desktop-only strip of the most wanted roles; each leads to the job list searched for it.
export function TopJobsBanner() {
  const t = useT();
  const { jobSearch } = useEntryLinks();
  return (
    <Band aria-labelledby="top-jobs-title">
      <Container>
        <Row>
          <Title id="top-jobs-title">{t('shell.landing.topJobs')}</Title>
          <Jobs>
            {TOP_JOBS.map((job) => (
              <li key={job}>
                <JobLink to={jobSearch(job)}>{job}</JobLink>
              </li>
            ))}
          </Jobs>
        </Row>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;

  ${media.mobile} {
    display: none;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 40px;
  min-height: 96px;
`;

const Title = styled.h2`
  margin: 0;
  flex-shrink: 0;
  font-size: 28px;
  font-weight: 700;
`;

const Jobs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 16px 0;
  list-style: none;
`;

const JobLink = styled(Link)`
  display: inline-block;
  padding: 8px 18px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 20px;
  color: #fff;
  font-size: 15px;
  font-weight: 600;
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
