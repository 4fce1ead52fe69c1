import { paths, StandaloneHarness } from '@peworld/shared-ui';
import TalentListPage from '../exposed/talent-list-page';
import TalentProfilePage from '../exposed/talent-profile-page';
import HirePage from '../exposed/hire-page';
import CompanyEditPage from '../exposed/company-edit-page';
import MobileSearchPage from '../exposed/mobile-search-page';
import { REMOTE_BUILD } from '../remote-build';

const ROUTES = [
  { path: paths.home.path, element: <TalentListPage /> },
  { path: paths.talentProfile.path, element: <TalentProfilePage /> },
  { path: paths.hirePage.path, element: <HirePage /> },
  { path: paths.compEdit.path, element: <CompanyEditPage /> },
  { path: paths.searchMobile.path, element: <MobileSearchPage /> },
];

const LINKS = [
  { label: 'Talent', href: paths.home.getHref() },
  { label: 'Talent profile', href: paths.talentProfile.getHref(1) },
  { label: 'Hire', href: paths.hirePage.getHref(1) },
  { label: 'Edit company', href: paths.compEdit.getHref() },
  { label: 'Search', href: paths.searchMobile.getHref() },
];

/** This remote on its own port (npm run dev); any other URL lists the pages above. */
export function StandaloneApp() {
  return <StandaloneHarness build={REMOTE_BUILD} routes={ROUTES} links={LINKS} />;
}
