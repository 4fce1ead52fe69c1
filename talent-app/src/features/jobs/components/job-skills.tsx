import { CheckIcon, useT, VisuallyHidden } from '@peworld/shared-ui';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Skill = styled.li<{ $mine: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radiusPill};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.successSoft : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.success : theme.colors.text)};
  font-weight: 600;
`;

/** A job's skills; those the talent has are marked with a check and said so to screen readers. */
export function JobSkills({
  skills,
  matched,
  label,
}: {
  skills: readonly string[];
  matched: readonly string[];
  label: string;
}) {
  const t = useT();
  const mine = new Set(matched.map((skill) => skill.toLowerCase()));
  return (
    <List aria-label={label}>
      {skills.map((skill) => {
        const has = mine.has(skill.toLowerCase());
        return (
          <Skill key={skill} $mine={has}>
            {has ? <CheckIcon size={16} /> : null}
            {skill}
            {has ? <VisuallyHidden>{t('talent.job.yourSkill')}</VisuallyHidden> : null}
          </Skill>
        );
      })}
    </List>
  );
}
