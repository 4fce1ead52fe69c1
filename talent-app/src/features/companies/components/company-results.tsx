import type { Company } from '@peworld/shared-ui';
import { Button, EmptyState, ErrorState, Pagination, paths } from '@peworld/shared-ui';
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
  if (error && !companies) {
    return (
      <ErrorState title="Companies could not be loaded" message={error.message} onRetry={onRetry} />
    );
  }
  if (loading && !companies) return <CompanyListSkeleton rows={skeletonRows} />;
  if (!companies || companies.length === 0) {
    if (page > 1) {
      return (
        <EmptyState
          title="This page is empty"
          action={
            <Button variant="outline" onClick={() => onPage(1)}>
              Go to page 1
            </Button>
          }
        >
          The list is shorter than this page number.
        </EmptyState>
      );
    }
    if (skillMatch) {
      return (
        <EmptyState
          title="No companies match your skills yet"
          action={
            <Button as={Link} to={`${paths.userEdit.getHref()}#skills`}>
              Edit your skills
            </Button>
          }
        >
          Companies are matched to the skills on your profile by the work they describe. Add more
          skills, or choose another category.
        </EmptyState>
      );
    }
    return (
      <EmptyState
        title="No companies found"
        action={
          filtered ? (
            <Button variant="outline" onClick={onClear}>
              Clear search
            </Button>
          ) : undefined
        }
      >
        {filtered
          ? 'No company matches this search. Try another name or category.'
          : 'No company has joined yet. Check back soon.'}
      </EmptyState>
    );
  }
  return (
    <>
      <List aria-label="Companies" aria-busy={loading || undefined}>
        {companies.map((company) => (
          <CompanyCard key={company.id_company} company={company} />
        ))}
      </List>
      <Footer>
        <Pagination page={page} totalPages={totalPages} onChange={onPage} label="Company pages" />
      </Footer>
    </>
  );
}
