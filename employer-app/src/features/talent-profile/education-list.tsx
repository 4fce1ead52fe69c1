import { EmptyState, useT, type Education } from '@peworld/shared-ui';
import styled from 'styled-components';

/** The talent's education (issue 31), still studying first, as the API orders it. */
export function EducationList({ educations }: { educations: readonly Education[] }) {
  const t = useT();
  if (educations.length === 0) {
    return (
      <EmptyState title={t('employer.education.emptyTitle')}>
        {t('employer.education.emptyText')}
      </EmptyState>
    );
  }
  return (
    <List>
      {educations.map((entry) => (
        <Item key={entry.id}>
          <School>{entry.school}</School>
          <Degree>
            {entry.field_of_study
              ? t('employer.education.degreeIn', {
                  degree: entry.degree,
                  field: entry.field_of_study,
                })
              : entry.degree}
          </Degree>
          <Years>
            {entry.end_year === null
              ? t('employer.education.yearsCurrent', { start: String(entry.start_year) })
              : t('employer.education.years', {
                  start: String(entry.start_year),
                  end: String(entry.end_year),
                })}
          </Years>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: 20px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  &:last-child {
    border-bottom: none;
  }
`;

const School = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Degree = styled.p`
  margin: 2px 0 0;
  overflow-wrap: anywhere;
`;

const Years = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
