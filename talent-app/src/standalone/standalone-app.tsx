import { paths, ThemeRoot, ToastProvider } from '@peworld/shared-ui';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import CompanyListPage from '../exposed/company-list-page';
import CompanyProfilePage from '../exposed/company-profile-page';
import TalentEditPage from '../exposed/talent-edit-page';
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
            <Route path={paths.home.path} element={<CompanyListPage />} />
            <Route path={paths.companyProfile.path} element={<CompanyProfilePage />} />
            <Route path={paths.userEdit.path} element={<TalentEditPage />} />
            <Route path={paths.searchMobile.path} element={<MobileSearchPage />} />
            <Route path="*" element={<StandaloneIndex />} />
          </Routes>
        </BrowserRouter>
      </ToastProvider>
    </ThemeRoot>
  );
}
