import { withEmployerMessages } from '../messages/with-employer-messages';
import {
  Button,
  EmptyState,
  SearchIcon,
  useAppIntl,
  useDebouncedValue,
  useT,
  type TalentSort,
} from '@peworld/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { mobileSortOf, SortOverlay } from '../features/mobile-search/sort-overlay';
import { useSearchParams } from 'react-router-dom';
import { MOBILE_PAGE_SIZE } from '../features/talent-list/mobile-talent-list';
import { feedTotal, TalentFeed } from '../features/talent-list/talent-feed';
import { useInfiniteTalentList } from '../features/talent-list/api/get-users';

/** Pause in typing before the list is asked for; the previous request is cancelled. */
export const SEARCH_DEBOUNCE_MS = 300;

/** /search-mobile for a recruiter: search talent as you type, sorted as chosen. */
function MobileSearchPage() {
  const t = useT();
  const [text, setText] = useState('');
  // The chosen order lives in the URL (?sort=), so Back, reload and a shared link keep it.
  const [params, setParams] = useSearchParams();
  const sort = mobileSortOf(params.get('sort'));
  const setSort = (next: TalentSort | '') => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('sort', next);
    else updated.delete('sort');
    setParams(updated, { replace: true });
  };
  const [sortOpen, setSortOpen] = useState(false);
  const overlayId = useId();
  const sortRef = useRef<HTMLDivElement>(null);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const feed = useInfiniteTalentList({ search, sort, limit: MOBILE_PAGE_SIZE });
  const totalCount = feed.data?.pages[0]?.pagination.total ?? 0;
  const { formatNumber } = useAppIntl();
  const total = feedTotal(feed, formatNumber);

  useEffect(() => {
    if (!sortOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!sortRef.current?.contains(event.target as Node)) setSortOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSortOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [sortOpen]);

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
        <SortBox ref={sortRef}>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={sortOpen}
            aria-controls={sortOpen ? overlayId : undefined}
            onClick={() => setSortOpen((open) => !open)}
          >
            {t('employer.mobileSearch.sort')}
          </Button>
          {sortOpen ? (
            <SortOverlay
              id={overlayId}
              value={sort}
              onChange={(next) => {
                setSort(next);
                setSortOpen(false);
              }}
            />
          ) : null}
        </SortBox>
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

const SortBox = styled.div`
  position: relative;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export default withEmployerMessages(MobileSearchPage);
