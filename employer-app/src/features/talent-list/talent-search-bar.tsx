import {
  Button,
  media,
  SearchIcon,
  SkillCombobox,
  useT,
  type RecruiterSort,
} from '@peworld/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CategoryPicker } from './category-picker';

export interface TalentSearchBarProps {
  search: string;
  category: RecruiterSort | '';
  onSearch: (search: string) => void;
  onCategory: (category: RecruiterSort | '') => void;
}

/**
 * 'Search for any skill' with autocomplete, the 'Kategori' picker and the Search button.
 * The text is a draft until submitted (Enter or Search); Back/Forward replace it with the
 * URL's search.
 */
export function TalentSearchBar({ search, category, onSearch, onCategory }: TalentSearchBarProps) {
  const t = useT();
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <Bar role="search" onSubmit={submit}>
      <Icon aria-hidden="true">
        <SearchIcon size={20} />
      </Icon>
      <Field
        label={t('employer.search.skillLabel')}
        hideLabel
        placeholder={t('employer.search.skillLabel')}
        value={draft}
        onChange={setDraft}
        multiple
        bare
        maxLength={200}
      />
      <Divider aria-hidden="true" />
      <CategoryPicker value={category} onChange={onCategory} />
      <Button type="submit">{t('employer.search.submit')}</Button>
    </Bar>
  );
}

const Bar = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 8px 8px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};

  ${media.mobile} {
    flex-wrap: wrap;
    padding: 8px;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};

  ${media.mobile} {
    display: none;
  }
`;

const Field = styled(SkillCombobox)`
  flex: 1 1 auto;
  min-width: 0;

  ${media.mobile} {
    flex-basis: 100%;
  }
`;

const Divider = styled.span`
  width: 1px;
  height: 32px;
  background: ${({ theme }) => theme.colors.divider};

  ${media.mobile} {
    display: none;
  }
`;
