import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  splitTerms,
  useInfiniteTalentList,
} from '@peworld/shared-ui';
import styled from 'styled-components';
import { TalentCard } from './talent-card';
import { TalentCardSkeleton } from './talent-card-skeleton';
import { talentTotalLabel } from './talent-total';
import { toApiParams, type TalentQuery } from './talent-query';

/** Talent per "load more" on small screens. */
export const MOBILE_PAGE_SIZE = 10;

/** Spec §2: on mobile /home is a simple list under a 'Web developer' heading, with load more. */
export function MobileTalentList({ query }: { query: TalentQuery }) {
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useInfiniteTalentList({ ...toApiParams(query), limit: MOBILE_PAGE_SIZE });
  const talents = data?.pages.flatMap((page) => page.data) ?? [];
  const first = data?.pages[0]?.pagination;
  const total = first ? talentTotalLabel(first) : '0';
  const termCount = splitTerms(query.search).length;

  return (
    <section aria-labelledby="mobile-talent-heading">
      <Heading id="mobile-talent-heading">Web developer</Heading>
      <List $padding="none">
        {isPending ? (
          <ul aria-busy="true" aria-label="Loading talent">
            <TalentCardSkeleton />
            <TalentCardSkeleton />
          </ul>
        ) : isError ? (
          <ErrorState
            title="Could not load talent"
            message={error.message}
            onRetry={() => void refetch()}
          />
        ) : talents.length === 0 ? (
          <EmptyState title="No talent yet">Talent appear here as soon as they sign up.</EmptyState>
        ) : (
          <ul aria-label="Talent">
            {talents.map((talent) => (
              <TalentCard key={talent.id_user} talent={talent} termCount={termCount} />
            ))}
          </ul>
        )}
      </List>
      {hasNextPage ? (
        <More
          type="button"
          variant="outline"
          $block
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          Load more ({talents.length} of {total})
        </More>
      ) : null}
    </section>
  );
}

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled(Card)`
  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const More = styled(Button)`
  margin-top: 16px;
`;
