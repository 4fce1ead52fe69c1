import {
  ApiError,
  Button,
  Card,
  EmptyState,
  ErrorState,
  parseId,
  paths,
  Skeleton,
  useCompany,
  usePageTitle,
  useT,
} from '@peworld/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { withTalentMessages } from '../components/talent-messages';
import { PageLayout } from '../components/page-layout';
import { CompanyProfile } from '../features/companies/components/company-profile';
import { CompanyOpenJobs } from '../features/jobs/components/company-open-jobs';

const HiddenTitle = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

const Loading = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 760px;
  margin: 0 auto;
`;

function NotFound() {
  const t = useT();
  return (
    <Card>
      <EmptyState
        title={t('talent.companyProfile.notFound.title')}
        action={
          <Button as={Link} to={paths.home.getHref()}>
            {t('talent.companyProfile.notFound.back')}
          </Button>
        }
      >
        {t('talent.companyProfile.notFound.body')}
      </EmptyState>
    </Card>
  );
}

/**
 * /home/profile-comp/:id — one company's profile and its open jobs (the shell guards it with a
 * login).
 */
function CompanyProfilePage() {
  const t = useT();
  const params = useParams();
  const id = parseId(params.id);
  const query = useCompany(id);
  // "PT Awan Biru — Peworld" once the company is here (the route's title until then).
  usePageTitle(query.data?.result.name_company);

  let body;
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    body = <NotFound />;
  } else if (query.error) {
    body = (
      <Card>
        <ErrorState
          title={t('talent.companyProfile.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  } else if (!query.data) {
    body = (
      <Loading
        $padding="lg"
        role="status"
        aria-busy="true"
        aria-label={t('talent.companyProfile.loading')}
      >
        <Skeleton width={150} height={150} radius="50%" />
        <Skeleton width="40%" height={28} />
        <Skeleton width="25%" height={18} />
        <Skeleton width="70%" height={60} />
      </Loading>
    );
  } else {
    body = (
      <>
        <CompanyProfile company={query.data.result} />
        <CompanyOpenJobs idCompany={query.data.result.id_company} />
      </>
    );
  }

  return (
    <PageLayout band>
      {query.data && id !== null ? null : (
        <HiddenTitle>{t('talent.companyProfile.title')}</HiddenTitle>
      )}
      {body}
    </PageLayout>
  );
}

export default withTalentMessages(CompanyProfilePage);
