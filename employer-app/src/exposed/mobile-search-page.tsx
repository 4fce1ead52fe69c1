import { withEmployerMessages } from '../messages/with-employer-messages';
import {
  EmptyState,
  SearchIcon,
  SortOverlay,
  useAppIntl,
  useDebouncedValue,
  useT,
  type TalentSort,
} from '@peworld/shared-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MOBILE_PAGE_SIZE } from '../features/talent-list/mobile-talent-list';
import { feedTotal, TalentFeed } from '../features/talent-list/talent-feed';
import { useInfiniteTalentList } from '../features/talent-list/api/get-users';
import { TalentCardActionProvider } from '../features/common/talent-card-action';
import { saveCardAction } from '../features/shortlist/save-talent-button';

/** Relevance is the API's order when no `sort` is sent. */
type MobileSort = TalentSort | 'relevance';

/**
 * The spec lists location twice; it is offered once. Values are the API's `sort`; the desktop
 * list offers the same orders.
 */
const MOBILE_SORTS: readonly { value: MobileSort; labelId: string }[] = [
  { value: 'relevance', labelId: 'employer.sort.byRelevance' },
  { value: 'newest', labelId: 'employer.sort.byNewest' },
  { value: 'name', labelId: 'employer.sort.byName' },
  { value: 'skill', labelId: 'employer.sort.bySkill' },
  { value: 'location', labelId: 'employer.sort.byLocation' },
];

/** The URL's `sort` when it is one of MOBILE_SORTS, else '' (relevance). */
export function mobileSortOf(value: string | null): TalentSort | '' {
  const found = MOBILE_SORTS.find((option) => option.value === value)?.value;
  return found && found !== 'relevance' ? found : '';
}

/** Pause in typing before the list is asked for; the previous request is cancelled. */
export const SEARCH_DEBOUNCE_MS = 300;

/** /search-mobile for a recruiter: search talent as you type, sorted as chosen. */
function MobileSearchPage() {
  const t = useT();
  const [text, setText] = useState('');
  // The chosen order lives in the URL (?sort=), so Back, reload and a shared link keep it.
  const [params, setParams] = useSearchParams();
  const sort = mobileSortOf(params.get('sort'));
  const setSort = (next: MobileSort) => {
    const updated = new URLSearchParams(params);
    if (next === 'relevance') updated.delete('sort');
    else updated.set('sort', next);
    setParams(updated, { replace: true });
  };
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const feed = useInfiniteTalentList({ search, sort, limit: MOBILE_PAGE_SIZE });
  const totalCount = feed.data?.pages[0]?.pagination.total ?? 0;
  const { formatNumber } = useAppIntl();
  const total = feedTotal(feed, formatNumber);

  return (
    <Page>
      <Title>{t('employer.mobileSearch.title')}</Title>
      <Bar role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchIcon size={20} aria-hidden="true" />
        <Input
          type="search"
          aria-label={t('employer.mobileSearch.inputLabel')}
          placeholder={t('employer.mobileSearch.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
        />
        <SortOverlay
          size="sm"
          value={sort || 'relevance'}
          options={MOBILE_SORTS.map((option) => ({
            value: option.value,
            label: t(option.labelId),
          }))}
          onChange={setSort}
          buttonLabel={t('employer.mobileSearch.sort')}
          legend={t('employer.sort.legend')}
        />
      </Bar>

      <Status role="status">
        {feed.isPending || (feed.isFetching && !feed.isFetchingNextPage)
          ? t('employer.mobileSearch.searching')
          : feed.isError
            ? ''
            : t(search ? 'employer.mobileSearch.countFor' : 'employer.mobileSearch.count', {
                count: totalCount,
                total,
                search,
              })}
      </Status>
      <TalentCardActionProvider action={saveCardAction}>
        <TalentFeed
          feed={feed}
          errorTitle={t('employer.mobileSearch.error')}
          empty={
            <EmptyState
              title={
                search
                  ? t('employer.talentList.noneFound', { search })
                  : t('employer.talentList.emptyTitle')
              }
            >
              {t('employer.mobileSearch.emptyHint')}
            </EmptyState>
          }
        />
      </TalentCardActionProvider>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 720px;
  margin: 0 auto;
  padding: 24px 16px 96px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 22px;
`;

const Bar = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 6px 6px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.textMuted};

  &:focus-within {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export default withEmployerMessages(MobileSearchPage);
