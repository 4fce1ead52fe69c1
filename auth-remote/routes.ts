import type { RouteDeclaration } from '@peworld/shared-ui/federation/remote-routes';
import { paths } from '@peworld/shared-ui/paths';

// The URLs this remote serves (docs/decisions/060-remote-owned-routes.md): its build writes
// them into mf-manifest.json and the shell composes them at run time. Titles are catalog ids.
export const routes: readonly RouteDeclaration[] = [
  {
    path: paths.optionLogin.path,
    access: 'guest-only',
    page: './OptionLoginPage',
    title: 'auth.routeTitle.optionLogin',
  },
  {
    path: paths.optionRegist.path,
    access: 'guest-only',
    page: './OptionRegistPage',
    title: 'auth.routeTitle.optionRegist',
  },
  {
    path: paths.userLogin.path,
    access: 'guest-only',
    page: './UserLoginPage',
    title: 'auth.routeTitle.userLogin',
  },
  {
    path: paths.userRegist.path,
    access: 'guest-only',
    page: './UserRegistPage',
    title: 'auth.routeTitle.userRegist',
  },
  {
    path: paths.compLogin.path,
    access: 'guest-only',
    page: './CompanyLoginPage',
    title: 'auth.routeTitle.companyLogin',
  },
  {
    path: paths.compRegist.path,
    access: 'guest-only',
    page: './CompanyRegistPage',
    title: 'auth.routeTitle.companyRegist',
  },
  {
    path: paths.resetPassword.path,
    access: 'guest-only',
    page: './ResetPasswordPage',
    title: 'auth.routeTitle.resetPassword',
  },
  {
    path: paths.confirmPassword.path,
    access: 'guest-only',
    page: './ConfirmPasswordPage',
    title: 'auth.routeTitle.confirmPassword',
  },
  {
    path: paths.confirmPasswordLogin.path,
    access: 'guest-only',
    page: './ConfirmPasswordLoginPage',
    title: 'auth.routeTitle.confirmPasswordLogin',
  },
];
