import type { DeclaredRoute, RouteAccess } from '@peworld/shared-ui/federation/remote-routes';

// The routes the four remotes declare, as /remotes.json passes them on (the remotes' own
// routes.ts files are the source; e2e proves the built product serves them).
const route = (path: string, access: RouteAccess, page: string): DeclaredRoute => ({
  path,
  access,
  page,
  title: { id: `${page} (id)`, en: `${page} (en)` },
});

export const TEST_ROUTES: Record<
  'authRemote' | 'talentApp' | 'employerApp' | 'chatApp',
  DeclaredRoute[]
> = {
  authRemote: [
    route('/option-login', 'guest-only', 'OptionLoginPage'),
    route('/option-regist', 'guest-only', 'OptionRegistPage'),
    route('/user-login', 'guest-only', 'UserLoginPage'),
    route('/user-regist', 'guest-only', 'UserRegistPage'),
    route('/comp-login', 'guest-only', 'CompanyLoginPage'),
    route('/comp-regist', 'guest-only', 'CompanyRegistPage'),
    route('/reset-password', 'guest-only', 'ResetPasswordPage'),
    route('/confirm-password', 'guest-only', 'ConfirmPasswordPage'),
    route('/confirm-password-login', 'guest-only', 'ConfirmPasswordLoginPage'),
  ],
  talentApp: [
    route('/home', 'talent', 'CompanyListPage'),
    route('/search-mobile', 'talent', 'MobileSearchPage'),
    route('/home/profile-comp/:id', 'logged-in', 'CompanyProfilePage'),
    route('/user-edit', 'logged-in', 'TalentEditPage'),
  ],
  employerApp: [
    route('/home', 'recruiter', 'TalentListPage'),
    route('/search-mobile', 'recruiter', 'MobileSearchPage'),
    route('/home/profile-portofolio/:id', 'logged-in', 'TalentProfilePage'),
    route('/hire-page/:id', 'logged-in', 'HirePage'),
    route('/comp-edit', 'logged-in', 'CompanyEditPage'),
  ],
  chatApp: [
    route('/chat', 'logged-in', 'ChatPage'),
    route('/chat/:conversationId', 'logged-in', 'ChatPage'),
  ],
};
