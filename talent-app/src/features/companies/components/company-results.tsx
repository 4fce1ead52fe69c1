import type { Company } from '@peworld/shared-ui';
import { Button, EmptyState, ErrorState, Pagination, paths, useT } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CompanyCard } from './company-card';
import { CompanyListSkeleton } from './company-list-skeleton';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg} 0 0;
`;

export interface CompanyResultsProps {
  companies: readonly Company[] | undefined;
  page: number;
  totalPages: number;
  loading: boolean;
  error: Error | null;
  /** The list is filtered (search or category): the empty state offers to clear that. */
  filtered: boolean;
  /** The 'skill' category found nothing: point to the profile's skills. */
  skillMatch: boolean;
  skeletonRows: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  onClear: () => void;
}

/** The company list with its loading, empty and error states and pagination. */
export function CompanyResults({
  companies,
  page,
  totalPages,
  loading,
  error,
  filtered,
  skillMatch,
  skeletonRows,
  onPage,
  onRetry,
  onClear,
}: CompanyResultsProps) {
  const t = useT();
  if (error && !companies) {
    return (
      <ErrorState
        title={t('talent.companyResults.loadError')}
        message={error.message}
        onRetry={onRetry}
      />
    );
  }
  if (loading && !companies) return <CompanyListSkeleton rows={skeletonRows} />;
  if (!companies || companies.length === 0) {
    if (page > 1) {
      return (
        <EmptyState
          title={t('talent.companyResults.emptyPage.title')}
          action={
            <Button variant="outline" onClick={() => onPage(1)}>
              {t('talent.companyResults.emptyPage.first')}
            </Button>
          }
        >
          {t('talent.companyResults.emptyPage.body')}
        </EmptyState>
      );
    }
    if (skillMatch) {
      return (
        <EmptyState
          title={t('talent.companyResults.noSkillMatch.title')}
          action={
            <Button as={Link} to={`${paths.userEdit.getHref()}#skills`}>
              {t('talent.companyResults.noSkillMatch.edit')}
            </Button>
          }
        >
          {t('talent.companyResults.noSkillMatch.body')}
        </EmptyState>
      );
    }
    return (
      <EmptyState
        title={t('talent.companyResults.none.title')}
        action={
          filtered ? (
            <Button variant="outline" onClick={onClear}>
              {t('talent.companyResults.none.clear')}
            </Button>
          ) : undefined
        }
      >
        {filtered
          ? t('talent.companyResults.none.filtered')
          : t('talent.companyResults.none.empty')}
      </EmptyState>
    );
  }
  return (
    <>
      <List aria-label={t('talent.companyResults.list')} aria-busy={loading || undefined}>
        {companies.map((company) => (
          <CompanyCard key={company.id_company} company={company} />
        ))}
      </List>
      <Footer>
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={onPage}
          label={t('talent.companyResults.pages')}
        />
      </Footer>
    </>
  );
}
