import { Card, SelectField, useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import { withTalentMessages } from '../components/talent-messages';
import { PageLayout } from '../components/page-layout';
import { CompanyFilters } from '../features/companies/components/company-filters';
import { CompanyResults } from '../features/companies/components/company-results';
import {
  COMPANY_PAGE_SIZES,
  useCompanyListParams,
  type CompanyPageSize,
} from '../features/companies/hooks/use-company-list-params';
import { useCompanyList } from '../features/companies/api/get-companies';
import { JobsForYou } from '../features/jobs/components/jobs-for-you';

// Below "Lowongan untukmu", past the purple band: dark text.
const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const PageSize = styled(SelectField)`
  max-width: 200px;
  margin: ${({ theme }) => theme.space.lg} 0 0 auto;
`;

const Results = styled(Card)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * /home for a talent: the jobs that match them best (issue 32), then companies to explore,
 * searchable by name and category, in pages.
 */
function CompanyListPage() {
  const t = useT();
  const { params, update } = useCompanyListParams();
  const list = useCompanyList({
    company: params.q || undefined,
    field: params.category ?? undefined,
    page: params.page,
    limit: params.limit,
  });
  const answer = list.data;

  return (
    <PageLayout band>
      <JobsForYou />
      <Title>{t('talent.companyList.title')}</Title>
      <CompanyFilters
        query={params.q}
        category={params.category}
        onSearch={(q) => update({ q })}
        onCategory={(category) => update({ category })}
      />
      <PageSize
        label={t('talent.companyList.pageSize')}
        value={String(params.limit)}
        options={COMPANY_PAGE_SIZES.map((size) => ({
          value: String(size),
          label: t('talent.companyList.perPage', { size }),
        }))}
        onChange={(event) => update({ limit: Number(event.target.value) as CompanyPageSize })}
      />
      <Results $padding="none">
        <CompanyResults
          companies={answer?.result}
          page={answer?.pagination.page ?? params.page}
          totalPages={answer?.pagination.totalPages ?? 0}
          loading={list.isFetching}
          error={list.error}
          filtered={params.q !== '' || params.category !== null}
          skillMatch={params.category === 'skill'}
          skeletonRows={Math.min(params.limit, 10)}
          onPage={(page) => update({ page })}
          onRetry={() => void list.refetch()}
          onClear={() => update({ q: '', category: null })}
        />
      </Results>
    </PageLayout>
  );
}

export default withTalentMessages(CompanyListPage);
