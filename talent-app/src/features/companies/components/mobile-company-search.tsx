import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  SearchIcon,
  SortOverlay,
  useDebouncedValue,
  useT,
} from '@peworld/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { bareInputStyles } from '../../../components/bare-input';
import { CompanyCard } from './company-card';
import { CompanyListSkeleton } from './company-list-skeleton';
import type { GetCompaniesParams } from '../api/get-companies';
import { useInfiniteCompanyList } from '../api/get-companies';

type MobileSort = 'name' | 'skill' | 'location';

/** The orders offered and the catalog keys of their labels. */
const SORT_LABELS = {
  name: 'talent.companySort.byName',
  skill: 'talent.companySort.bySkill',
  location: 'talent.companySort.byLocation',
} as const satisfies Record<MobileSort, string>;

/** Pause in typing before the list follows. */
export const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 10;

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

const SearchBox = styled.label`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusSm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  input {
    ${bareInputStyles}
  }
`;

const Results = styled(Card)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
`;

function paramsFor(search: string, sort: MobileSort): Omit<GetCompaniesParams, 'page'> {
  const base = { company: search.trim() || undefined, limit: PAGE_SIZE };
  if (sort === 'location') return { ...base, sort: 'city' };
  // 'skill': companies matching the talent's skills, best match first (decision 035).
  if (sort === 'skill') return { ...base, field: 'skill' };
  return { ...base, sort: 'name' };
}

/**
 * Search-as-you-type over company names. Typing is debounced; each new search is its own
 * query, and the query layer cancels the request of a search that was typed over.
 */
export function MobileCompanySearch() {
  const t = useT();
  const [text, setText] = useState('');
  const [sort, setSort] = useState<MobileSort>('name');
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const list = useInfiniteCompanyList(paramsFor(search, sort));
  const inputId = useId();
  const companies = list.data?.pages.flatMap((page) => page.result);
  const total = list.data?.pages[0]?.pagination.total;

  let body;
  if (list.error && !companies) {
    body = (
      <ErrorState
        title={t('talent.companyResults.loadError')}
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!companies) {
    body = <CompanyListSkeleton rows={3} />;
  } else if (companies.length === 0) {
    body = (
      <EmptyState title={t('talent.companyResults.none.title')}>
        {sort === 'skill'
          ? t('talent.mobileCompanySearch.noSkillMatch')
          : t('talent.mobileCompanySearch.tryAnotherName')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul
          aria-label={t('talent.companyResults.list')}
          style={{ margin: 0, padding: 0, listStyle: 'none' }}
        >
          {companies.map((company) => (
            <CompanyCard key={company.id_company} company={company} />
          ))}
        </ul>
        {list.hasNextPage ? (
          <More>
            <Button
              variant="outline"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('talent.mobileCompanySearch.loadMore')}
            </Button>
          </More>
        ) : null}
      </>
    );
  }

  return (
    <>
      <Bar role="search">
        <SearchBox htmlFor={inputId}>
          <SearchIcon size={20} />
          <input
            id={inputId}
            type="search"
            aria-label={t('talent.companyFilters.label')}
            placeholder={t('talent.mobileCompanySearch.placeholder')}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
        </SearchBox>
        <SortOverlay
          value={sort}
          options={(Object.keys(SORT_LABELS) as MobileSort[]).map((value) => ({
            value,
            label: t(SORT_LABELS[value]),
          }))}
          onChange={setSort}
          buttonLabel={t('talent.companySort.button')}
          legend={t('talent.companySort.legend')}
        />
      </Bar>
      <p role="status" style={{ margin: '8px 0 0', fontSize: 14 }}>
        {total === undefined ? '' : t('talent.mobileCompanySearch.count', { count: total })}
      </p>
      <Results $padding="none" aria-busy={list.isFetching || undefined}>
        {body}
      </Results>
    </>
  );
}
