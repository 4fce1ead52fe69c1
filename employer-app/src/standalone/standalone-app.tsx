import { paths, ThemeRoot, ToastProvider } from '@peworld/shared-ui';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import TalentListPage from '../exposed/talent-list-page';
import TalentProfilePage from '../exposed/talent-profile-page';
import HirePage from '../exposed/hire-page';
import CompanyEditPage from '../exposed/company-edit-page';
import MobileSearchPage from '../exposed/mobile-search-page';
import { StandaloneIndex } from './standalone-index';

// This remote on its own port: the same URLs as in the product, without the shell's header,
// guards or other remotes. A development harness only; it is never exposed.
export function StandaloneApp() {
  return (
    <ThemeRoot>
      <ToastProvider>
        <BrowserRouter>
          <Routes>
            <Route index element={<StandaloneIndex />} />
            <Route path={paths.home.path} element={<TalentListPage />} />
            <Route path={paths.talentProfile.path} element={<TalentProfilePage />} />
            <Route path={paths.hirePage.path} element={<HirePage />} />
            <Route path={paths.compEdit.path} element={<CompanyEditPage />} />
            <Route path={paths.searchMobile.path} element={<MobileSearchPage />} />
            <Route path="*" element={<StandaloneIndex />} />
          </Routes>
        </BrowserRouter>
      </ToastProvider>
    </ThemeRoot>
  );
}
