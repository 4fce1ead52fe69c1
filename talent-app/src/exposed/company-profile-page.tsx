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
} from '@peworld/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageLayout } from '../components/page-layout';
import { CompanyProfile } from '../features/companies/components/company-profile';

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
  return (
    <Card>
      <EmptyState
        title="Company not found"
        action={
          <Button as={Link} to={paths.home.getHref()}>
            Back to companies
          </Button>
        }
      >
        This company does not exist or has left Peworld.
      </EmptyState>
    </Card>
  );
}

/** /home/profile-comp/:id — one company's profile (the shell guards it with a login). */
export default function CompanyProfilePage() {
  const params = useParams();
  const id = parseId(params.id);
  const query = useCompany(id);

  let body;
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    body = <NotFound />;
  } else if (query.error) {
    body = (
      <Card>
        <ErrorState
          title="This company could not be loaded"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  } else if (!query.data) {
    body = (
      <Loading $padding="lg" role="status" aria-busy="true" aria-label="Loading company">
        <Skeleton width={150} height={150} radius="50%" />
        <Skeleton width="40%" height={28} />
        <Skeleton width="25%" height={18} />
        <Skeleton width="70%" height={60} />
      </Loading>
    );
  } else {
    body = <CompanyProfile company={query.data.result} />;
  }

  return (
    <PageLayout band>
      {query.data && id !== null ? null : <HiddenTitle>Company profile</HiddenTitle>}
      {body}
    </PageLayout>
  );
}
