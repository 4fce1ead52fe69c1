import { withEmployerMessages } from '../messages/with-employer-messages';
import { Button, Card, EmptyState, ErrorState, paths, Skeleton, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Narrow, PurpleBand } from '../features/common/page-frame';
import { useSavedSearches } from '../features/saved-searches/api/get-saved-searches';
import { SavedSearchRow } from '../features/saved-searches/saved-search-row';

/** /home/saved-searches: the company's saved searches (open, rename, digest, delete). */
function SavedSearchesPage() {
  const t = useT();
  const { data, isPending, isError, error, refetch } = useSavedSearches();

  let body;
  if (isPending)
    body = (
      <Loading role="status" aria-busy="true" aria-label={t('employer.savedSearches.loading')}>
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Loading>
    );
  else if (isError)
    body = (
      <Card $padding="lg">
        <ErrorState
          title={t('employer.savedSearches.failed')}
          message={error.message}
          onRetry={() => void refetch()}
        />
      </Card>
    );
  else if (data.length === 0)
    body = (
      <Card $padding="lg">
        <EmptyState
          title={t('employer.savedSearches.emptyTitle')}
          action={
            <Button as={Link} to={paths.home.getHref()}>
              {t('employer.savedSearches.findTalent')}
            </Button>
          }
        >
          {t('employer.savedSearches.emptyText')}
        </EmptyState>
      </Card>
    );
  else
    body = (
      <List>
        {data.map((search) => (
          <SavedSearchRow key={search.id} search={search} />
        ))}
      </List>
    );

  return (
    <>
      <PurpleBand />
      <Narrow>
        <Title>{t('employer.savedSearches.title')}</Title>
        <Intro>{t('employer.savedSearches.intro')}</Intro>
        {body}
      </Narrow>
    </>
  );
}

const Title = styled.h1`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 28px;
  font-weight: 700;
`;

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Loading = styled.div`
  display: grid;
  gap: 16px;
`;

const List = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
`;

export default withEmployerMessages(SavedSearchesPage);
