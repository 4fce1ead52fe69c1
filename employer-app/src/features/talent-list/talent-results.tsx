import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Pagination,
  PAGE_LIMIT,
  splitTerms,
  useTalentList,
} from '@peworld/shared-ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { RelatedSkills } from './related-skills';
import { TalentCard } from './talent-card';
import { TalentCardSkeleton } from './talent-card-skeleton';
import { toApiParams, type TalentQuery } from './talent-query';
import { talentTotalLabel } from './talent-total';

/** Desktop page size: the spec's limit=2 (a business constant, shared-ui PAGE_LIMIT). */
export const TALENT_PAGE_SIZE = PAGE_LIMIT;

export interface TalentResultsProps {
  query: TalentQuery;
  onChange: (change: Partial<TalentQuery>) => void;
}

/** The desktop result list: loading, error, empty and paged results. */
export function TalentResults({ query, onChange }: TalentResultsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const { data, isPending, isError, error, refetch, isPlaceholderData, isFetching } = useTalentList(
    { ...toApiParams(query), page: query.page, limit: TALENT_PAGE_SIZE },
  );
  const termCount = splitTerms(query.search).length;

  if (isPending) {
    return (
      <List as="div" role="status" aria-busy="true" aria-label="Loading talent">
        <ul>
          {Array.from({ length: TALENT_PAGE_SIZE }, (_, index) => (
            <TalentCardSkeleton key={index} />
          ))}
        </ul>
      </List>
    );
  }

  if (isError) {
    return (
      <List as="div">
        <ErrorState
          title="Could not load talent"
          message={error.message}
          onRetry={() => void refetch()}
        />
      </List>
    );
  }

  const { pagination } = data;
  if (data.data.length === 0) {
    return (
      <List as="div">
        <EmptyState
          title={query.search ? `No talent found for “${query.search}”` : 'No talent yet'}
          action={
            query.search || query.category ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => onChange({ search: '', category: '' })}
              >
                Clear search
              </Button>
            ) : null
          }
        >
          {query.search ? (
            <RelatedSkills search={query.search} onPick={(skill) => onChange({ search: skill })} />
          ) : (
            'Talent appear here as soon as they sign up.'
          )}
        </EmptyState>
      </List>
    );
  }

  const goTo = (page: number) => {
    onChange({ page });
    listRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div ref={listRef}>
      <Summary role="status">
        {talentTotalLabel(pagination)} talent{pagination.total === 1 ? '' : 's'}
        {query.search ? ` for “${query.search}”` : ''} · page {pagination.page} of{' '}
        {Math.max(pagination.totalPages, 1)}
        {pagination.totalCapped ? '+' : ''}
      </Summary>
      <List aria-busy={isPlaceholderData && isFetching}>
        <ul aria-label="Talent">
          {data.data.map((talent) => (
            <TalentCard key={talent.id_user} talent={talent} termCount={termCount} />
          ))}
        </ul>
      </List>
      <Pager page={pagination.page} totalPages={pagination.totalPages} onChange={goTo} />
    </div>
  );
}

const List = styled(Card).attrs({ $padding: 'none' })`
  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  &[aria-busy='true'] > ul {
    opacity: 0.6;
    transition: opacity 0.2s;
  }
`;

const Summary = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pager = styled(Pagination)`
  margin-top: 32px;
  display: flex;
  justify-content: center;
`;
