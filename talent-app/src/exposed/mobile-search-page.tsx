import { useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import { withTalentMessages } from '../components/talent-messages';
import { PageLayout } from '../components/page-layout';
import { MobileCompanySearch } from '../features/companies/components/mobile-company-search';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** /search-mobile for a talent: companies as you type, with the sort overlay. */
function MobileSearchPage() {
  const t = useT();
  return (
    <PageLayout>
      <Title>{t('talent.mobileSearch.title')}</Title>
      <MobileCompanySearch />
    </PageLayout>
  );
}

export default withTalentMessages(MobileSearchPage);
