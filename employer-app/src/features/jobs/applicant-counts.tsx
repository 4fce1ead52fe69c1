import { useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { ApplicantCounts as Counts } from './api/get-company-jobs';
import { APPLICATION_STAGES, stageLabel } from './job-labels';

/** How many applicants a job has at each stage, as a labelled list ("Applied 3"). */
export function ApplicantCounts({ counts, title }: { counts: Counts; title: string }) {
  const t = useT();
  const total = APPLICATION_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
  return (
    <Wrapper>
      <Total>{t('employer.jobs.applicantsTotal', { count: total })}</Total>
      <List aria-label={t('employer.jobs.countsLabel', { title })}>
        {APPLICATION_STAGES.map((stage) => (
          <Item key={stage} $zero={counts[stage] === 0}>
            <span>{stageLabel(stage, t)}</span> <strong>{counts[stage]}</strong>
          </Item>
        ))}
      </List>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Total = styled.p`
  margin: 0;
  font-weight: 600;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $zero: boolean }>`
  display: inline-flex;
  gap: 4px;
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radiusSm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $zero }) => ($zero ? theme.colors.textMuted : theme.colors.text)};
`;
