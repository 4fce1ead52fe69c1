import styled from 'styled-components';
import { PageLayout } from '../components/page-layout';
import { MobileCompanySearch } from '../features/companies/components/mobile-company-search';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** /search-mobile for a talent: companies as you type, with the sort overlay. */
export default function MobileSearchPage() {
  return (
    <PageLayout>
      <Title>Search companies</Title>
      <MobileCompanySearch />
    </PageLayout>
  );
}
