import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, ErrorState, useAppIntl, useT } from '@peworld/shared-ui';
import { TalentCard } from './talent-card';
import { TalentCardSkeleton } from './talent-card-skeleton';
import { talentTotalLabel } from './talent-total';
import type { useInfiniteTalentList } from './api/get-users';

export type TalentFeedQuery = ReturnType<typeof useInfiniteTalentList>;

/** Every talent the feed has loaded so far, page after page. */
export function feedTalents(feed: TalentFeedQuery) {
  return feed.data?.pages.flatMap((page) => page.data) ?? [];
}

/** "12" or "1,000+" ("1.000+" in Indonesian): what the feed counts in all. */
export function feedTotal(feed: TalentFeedQuery, formatNumber: (value: number) => string): string {
  const first = feed.data?.pages[0]?.pagination;
  return first ? talentTotalLabel(first, formatNumber) : formatNumber(0);
}

export interface TalentFeedProps {
  feed: TalentFeedQuery;
  errorTitle: string;
  empty: ReactNode;
  /** Name of the skeleton list; without it the skeletons are hidden (a status line speaks). */
  loadingLabel?: string;
}

/** The small-screen talent list: skeletons, error with Retry, empty state, cards, Load more. */
export function TalentFeed({ feed, errorTitle, empty, loadingLabel }: TalentFeedProps) {
  const t = useT();
  // The terms the API split the search into: the cards' "n/m" counts out of these.
  const termCount = feed.data?.pages[0]?.search_terms ?? 0;
  const { formatNumber } = useAppIntl();
  const talents = feedTalents(feed);
  return (
    <Feed>
      <List $padding="none">
        {feed.isPending ? (
          <ul
            {...(loadingLabel
              ? { 'aria-busy': true, 'aria-label': loadingLabel }
              : { 'aria-hidden': true })}
          >
            <TalentCardSkeleton />
            <TalentCardSkeleton />
          </ul>
        ) : feed.isError ? (
          <ErrorState
            title={errorTitle}
            message={feed.error.message}
            onRetry={() => void feed.refetch()}
          />
        ) : talents.length === 0 ? (
          empty
        ) : (
          <ul aria-label={t('employer.talentFeed.listLabel')}>
            {talents.map((talent) => (
              <TalentCard key={talent.id_user} talent={talent} termCount={termCount} />
            ))}
          </ul>
        )}
      </List>
      {feed.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          $block
          loading={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {t('employer.talentFeed.loadMore', {
            shown: formatNumber(talents.length),
            total: feedTotal(feed, formatNumber),
          })}
        </Button>
      ) : null}
    </Feed>
  );
}

const Feed = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const List = styled(Card)`
  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
