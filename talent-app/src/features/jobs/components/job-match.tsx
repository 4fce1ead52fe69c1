import { CheckIcon, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { JobCard } from '../api/job-types';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// No skill in common is not a match: muted, not the match's green (a green "0/5" read as good).
const Count = styled.strong<{ $none: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme, $none }) => ($none ? theme.colors.textMuted : theme.colors.success)};
  font-weight: ${({ $none }) => ($none ? 400 : 700)};
`;

const Skill = styled.span`
  padding: 2px 10px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
`;

/**
 * "Matches 2/3 of your skills" with the matched skills, as the API computed it for the viewing
 * talent; nothing for a job without skills or a viewer who is not a talent.
 */
export function JobMatch({ match }: { match: JobCard['match'] }) {
  const t = useT();
  if (!match || match.total === 0) return null;
  return (
    <Line>
      <Count $none={match.count === 0}>
        {match.count > 0 ? <CheckIcon size={16} /> : null}
        {t('talent.jobs.match', { count: match.count, total: match.total })}
      </Count>
      {match.matched.map((skill) => (
        <Skill key={skill}>{skill}</Skill>
      ))}
    </Line>
  );
}
