import { EmptyState, useLocale, useT, type Experience } from '@peworld/shared-ui';
import styled from 'styled-components';
import { experienceDates, newestFirst } from './experience-dates';

export function ExperienceList({ experiences }: { experiences: readonly Experience[] }) {
  const t = useT();
  const locale = useLocale();
  if (experiences.length === 0) {
    return (
      <EmptyState title={t('employer.experience.emptyTitle')}>
        {t('employer.experience.emptyText')}
      </EmptyState>
    );
  }
  return (
    <List>
      {newestFirst(experiences).map((experience) => {
        const dates = experienceDates(experience, locale);
        return (
          <Item key={experience.id}>
            <Logo aria-hidden="true">{experience.company_name.slice(0, 1).toUpperCase()}</Logo>
            <div>
              <Position>{experience.job_position}</Position>
              <Company>{experience.company_name}</Company>
              <Dates>
                {t('employer.experience.dates', {
                  start: dates.start,
                  end: dates.end ?? t('employer.experience.present'),
                  duration: dates.duration,
                })}
                {dates.current ? <Current>{t('employer.experience.current')}</Current> : null}
              </Dates>
              {experience.description ? <Description>{experience.description}</Description> : null}
            </div>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: 20px;
  padding: 24px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  &:last-child {
    border-bottom: none;
  }
`;

const Logo = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 24px;
  font-weight: 700;
`;

const Position = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Company = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Current = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radiusPill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Description = styled.p`
  margin: 10px 0 0;
  white-space: pre-line;
`;
