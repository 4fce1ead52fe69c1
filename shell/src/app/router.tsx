import { paths, type Role } from '@peworld/shared-ui/core';
import { lazy } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import type { RemoteModuleId } from '../federation/remotes';
import { RedirectIfLoggedIn } from '../routes/redirect-if-logged-in';
import { RequireLogin } from '../routes/require-login';
import { pageForRole, RoleSwitch, type RolePages } from '../routes/role-switch';
import { AppLayout } from './app-layout';

// The only URL → page table of the product (STYLE.md §2). Shell pages are split into their
// own chunks; remote pages are fetched from their remote at first use.
const LandingPage = lazy(() =>
  import('../routes/landing/landing-page').then((m) => ({ default: m.LandingPage })),
);
const NotFoundPage = lazy(() =>
  import('../routes/not-found').then((m) => ({ default: m.NotFoundPage })),
);
// The chat brings the query layer with it: guest pages load without it (issue 12).
const ChatPage = lazy(() => import('../routes/chat-page').then((m) => ({ default: m.ChatRoute })));

interface RemoteRoute {
  path: string;
  page: RemoteModuleId;
}

interface RoleRoute {
  path: string;
  pages: RolePages;
}

/** Reached only without a stored login (spec §4). */
export const GUEST_ONLY_ROUTES: readonly RemoteRoute[] = [
  { path: paths.optionLogin.path, page: 'authRemote/OptionLoginPage' },
  { path: paths.optionRegist.path, page: 'authRemote/OptionRegistPage' },
  { path: paths.userLogin.path, page: 'authRemote/UserLoginPage' },
  { path: paths.userRegist.path, page: 'authRemote/UserRegistPage' },
  { path: paths.compLogin.path, page: 'authRemote/CompanyLoginPage' },
  { path: paths.compRegist.path, page: 'authRemote/CompanyRegistPage' },
  { path: paths.resetPassword.path, page: 'authRemote/ResetPasswordPage' },
  { path: paths.confirmPassword.path, page: 'authRemote/ConfirmPasswordPage' },
  { path: paths.confirmPasswordLogin.path, page: 'authRemote/ConfirmPasswordLoginPage' },
];

/** Need a stored login; one URL, a page per role. */
export const ROLE_ROUTES: readonly RoleRoute[] = [
  {
    path: paths.home.path,
    pages: { recruiter: 'employerApp/TalentListPage', talent: 'talentApp/CompanyListPage' },
  },
  {
    path: paths.searchMobile.path,
    pages: { recruiter: 'employerApp/MobileSearchPage', talent: 'talentApp/MobileSearchPage' },
  },
];

/** Need a stored login. */
export const PROTECTED_ROUTES: readonly RemoteRoute[] = [
  { path: paths.talentProfile.path, page: 'employerApp/TalentProfilePage' },
  { path: paths.companyProfile.path, page: 'talentApp/CompanyProfilePage' },
  { path: paths.hirePage.path, page: 'employerApp/HirePage' },
  { path: paths.userEdit.path, page: 'talentApp/TalentEditPage' },
  { path: paths.compEdit.path, page: 'employerApp/CompanyEditPage' },
];

/**
 * The remote page a URL would show to this visitor, or null (shell page, guarded away or
 * unknown). Used to fetch a page's code when a link to it is hovered.
 */
export function remotePageForPath(
  pathname: string,
  session: { isLoggedIn: boolean; role: Role | null },
): RemoteModuleId | null {
  const matches = (route: { path: string }) =>
    matchPath({ path: route.path, end: true }, pathname) !== null;
  if (!session.isLoggedIn) return GUEST_ONLY_ROUTES.find(matches)?.page ?? null;
  const roleRoute = ROLE_ROUTES.find(matches);
  if (roleRoute) return pageForRole(roleRoute.pages, session.role);
  return PROTECTED_ROUTES.find(matches)?.page ?? null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={paths.notFound.path} element={<NotFoundPage />} />
        <Route element={<RedirectIfLoggedIn />}>
          {GUEST_ONLY_ROUTES.map(({ path, page }) => (
            <Route key={path} path={path} element={<RemotePage id={page} />} />
          ))}
        </Route>
        <Route element={<RequireLogin />}>
          {ROLE_ROUTES.map(({ path, pages }) => (
            <Route key={path} path={path} element={<RoleSwitch pages={pages} />} />
          ))}
          {PROTECTED_ROUTES.map(({ path, page }) => (
            <Route key={path} path={path} element={<RemotePage id={page} />} />
          ))}
          <Route path={paths.chat.path} element={<ChatPage />} />
          <Route path={paths.chatConversation.path} element={<ChatPage />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.notFound.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
