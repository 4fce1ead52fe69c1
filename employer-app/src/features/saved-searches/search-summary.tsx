import { Chip, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import type { SavedSearchParams } from './api/get-saved-searches';

const AVAILABILITY_LABELS: Record<string, string> = {
  open_to_work: 'employer.availability.open_to_work',
  open_to_offers: 'employer.availability.open_to_offers',
  not_looking: 'employer.availability.not_looking',
};

const SORT_LABELS: Record<string, string> = {
  skill: 'employer.savedSearches.sort.skill',
  newest: 'employer.filters.orderNewest',
  name: 'employer.filters.orderName',
  location: 'employer.filters.orderLocation',
};

/** What a saved search looks for, one chip per part (search, each filter, the sort). */
export function SearchSummary({ params }: { params: SavedSearchParams }) {
  const t = useT();
  const parts: string[] = [];
  if (params.search) parts.push(t('employer.savedSearches.part.search', { value: params.search }));
  if (params.city) parts.push(t('employer.savedSearches.part.city', { value: params.city }));
  if (params.employment_type)
    parts.push(
      t(
        params.employment_type === 'freelance'
          ? 'employer.filters.typeFreelance'
          : 'employer.filters.typeFullTime',
      ),
    );
  if (params.min_years)
    parts.push(t('employer.savedSearches.part.years', { value: params.min_years }));
  for (const value of params.availability ? params.availability.split(',') : []) {
    const label = AVAILABILITY_LABELS[value];
    if (label) parts.push(t(label));
  }
  if (params.salary_min !== undefined || params.salary_max !== undefined)
    parts.push(
      t('employer.savedSearches.part.salary', {
        min: params.salary_min === undefined ? '–' : params.salary_min / 1_000_000,
        max: params.salary_max === undefined ? '–' : params.salary_max / 1_000_000,
      }),
    );
  const sortLabel = params.sort ? SORT_LABELS[params.sort] : undefined;
  if (sortLabel) parts.push(t('employer.savedSearches.part.sort', { value: t(sortLabel) }));

  if (parts.length === 0) return <Plain>{t('employer.savedSearches.part.everyone')}</Plain>;
  return (
    <Chips aria-label={t('employer.savedSearches.criteria')}>
      {parts.map((part) => (
        <li key={part}>
          <Chip>{part}</Chip>
        </li>
      ))}
    </Chips>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Plain = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
