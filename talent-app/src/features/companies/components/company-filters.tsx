import { Button, SearchIcon, useT } from '@peworld/shared-ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { bareInputStyles } from '../../../components/bare-input';
import type { CompanyCategoryOption } from '../hooks/use-company-list-params';

/** Each category's message (literal ids, so the catalog check sees them). */
export const CATEGORY_MESSAGES: Record<CompanyCategoryOption, string> = {
  skill: 'talent.companyFilters.category.skill',
  Tech: 'talent.companyFilters.category.tech',
  NonTech: 'talent.companyFilters.category.nonTech',
};

const Bar = styled.form`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};

  @media (max-width: 767px) {
    flex-wrap: wrap;
    & > :first-child {
      flex-basis: 100%;
    }
  }
`;

const SearchBox = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 8px;
  min-width: 200px;
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  input {
    ${bareInputStyles}
  }
  &:focus-within {
    border-radius: ${({ theme }) => theme.radiusSm};
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const HiddenLabel = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

const Category = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-left: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;

  select {
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radiusSm};
    padding: 0 8px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  select:focus {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }

  @media (max-width: 767px) {
    flex: 1;
    border-left: none;
    padding: 0;
    select {
      flex: 1;
    }
  }
`;

export interface CompanyFiltersProps {
  query: string;
  category: CompanyCategoryOption | null;
  onSearch: (query: string) => void;
  onCategory: (category: CompanyCategoryOption | null) => void;
}

/** Desktop search bar: company name, the 'Kategori' picker and a Search button. */
export function CompanyFilters({ query, category, onSearch, onCategory }: CompanyFiltersProps) {
  const t = useT();
  const [text, setText] = useState(query);
  const inputId = useId();
  // Back/forward changes the URL: show what the list is really filtered by.
  useEffect(() => setText(query), [query]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <Bar role="search" onSubmit={submit} aria-label={t('talent.companyFilters.label')}>
      <SearchBox>
        <SearchIcon size={20} />
        <HiddenLabel htmlFor={inputId}>{t('talent.companyFilters.name')}</HiddenLabel>
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={t('talent.companyFilters.placeholder')}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
      </SearchBox>
      <Category>
        {t('talent.companyFilters.category')}
        <select
          value={category ?? ''}
          onChange={(event) =>
            onCategory((event.target.value || null) as CompanyCategoryOption | null)
          }
        >
          <option value="">{t('talent.companyFilters.all')}</option>
          {(Object.keys(CATEGORY_MESSAGES) as CompanyCategoryOption[]).map((value) => (
            <option key={value} value={value}>
              {t(CATEGORY_MESSAGES[value])}
            </option>
          ))}
        </select>
      </Category>
      <Button type="submit">{t('talent.companyFilters.search')}</Button>
    </Bar>
  );
}
