import { Card, ErrorState, Pagination, useAppIntl, useT } from '@peworld/shared-ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { TalentCard } from './talent-card';
import { TalentCardSkeleton } from './talent-card-skeleton';
import { TalentListEmpty } from './talent-list-empty';
import { toApiParams, type TalentQuery } from './talent-query';
import { talentTotalLabel } from './talent-total';
import { useTalentList } from './api/get-users';

export interface TalentResultsProps {
  query: TalentQuery;
  onChange: (change: Partial<TalentQuery>) => void;
}

/** The desktop result list: loading, error, empty and paged results. */
export function TalentResults({ query, onChange }: TalentResultsProps) {
  const t = useT();
  const { formatNumber } = useAppIntl();
  const listRef = useRef<HTMLDivElement>(null);
  const { data, isPending, isError, error, refetch, isPlaceholderData, isFetching } = useTalentList(
    { ...toApiParams(query), page: query.page, limit: query.limit },
  );

  if (isPending) {
    return (
      <List as="div" role="status" aria-busy="true" aria-label={t('employer.talentList.loading')}>
        <ul>
          {Array.from({ length: Math.min(query.limit, 10) }, (_, index) => (
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
          title={t('employer.talentList.loadError')}
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
        <TalentListEmpty query={query} onChange={onChange} />
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
        {t(query.search ? 'employer.talentList.summaryFor' : 'employer.talentList.summary', {
          count: pagination.total,
          total: talentTotalLabel(pagination, formatNumber),
          search: query.search,
          page: formatNumber(pagination.page),
          pages: talentTotalLabel(
            { total: Math.max(pagination.totalPages, 1), totalCapped: pagination.totalCapped },
            formatNumber,
          ),
        })}
      </Summary>
      <List aria-busy={isPlaceholderData && isFetching}>
        <ul aria-label={t('employer.talentFeed.listLabel')}>
          {data.data.map((talent) => (
            <TalentCard key={talent.id_user} talent={talent} termCount={data.search_terms} />
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
