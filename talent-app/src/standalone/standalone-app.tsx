import { paths, StandaloneHarness } from '@peworld/shared-ui';
import CompanyListPage from '../exposed/company-list-page';
import CompanyProfilePage from '../exposed/company-profile-page';
import TalentEditPage from '../exposed/talent-edit-page';
import MobileSearchPage from '../exposed/mobile-search-page';
import { REMOTE_BUILD } from '../remote-build';

const ROUTES = [
  { path: paths.home.path, element: <CompanyListPage /> },
  { path: paths.companyProfile.path, element: <CompanyProfilePage /> },
  { path: paths.userEdit.path, element: <TalentEditPage /> },
  { path: paths.searchMobile.path, element: <MobileSearchPage /> },
];

const LINKS = [
  { label: 'Companies', href: paths.home.getHref() },
  { label: 'Company profile', href: paths.companyProfile.getHref(1) },
  { label: 'Edit profile', href: paths.userEdit.getHref() },
  { label: 'Search', href: paths.searchMobile.getHref() },
];

/** This remote on its own port (npm run dev); any other URL lists the pages above. */
export function StandaloneApp() {
  return <StandaloneHarness build={REMOTE_BUILD} routes={ROUTES} links={LINKS} />;
}
