import { paths, StandaloneHarness } from '@peworld/shared-ui';
import { Navigate } from 'react-router-dom';
import OptionLoginPage from '../exposed/option-login-page';
import OptionRegistPage from '../exposed/option-regist-page';
import UserLoginPage from '../exposed/user-login-page';
import CompanyLoginPage from '../exposed/company-login-page';
import UserRegistPage from '../exposed/user-regist-page';
import CompanyRegistPage from '../exposed/company-regist-page';
import ResetPasswordPage from '../exposed/reset-password-page';
import ConfirmPasswordPage from '../exposed/confirm-password-page';
import ConfirmPasswordLoginPage from '../exposed/confirm-password-login-page';
import { REMOTE_BUILD } from '../remote-build';
import { StandaloneHome } from './standalone-home';

const ROUTES = [
  { path: paths.optionLogin.path, element: <OptionLoginPage /> },
  { path: paths.optionRegist.path, element: <OptionRegistPage /> },
  { path: paths.userLogin.path, element: <UserLoginPage /> },
  { path: paths.compLogin.path, element: <CompanyLoginPage /> },
  { path: paths.userRegist.path, element: <UserRegistPage /> },
  { path: paths.compRegist.path, element: <CompanyRegistPage /> },
  { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
  { path: paths.confirmPassword.path, element: <ConfirmPasswordPage /> },
  { path: paths.confirmPasswordLogin.path, element: <ConfirmPasswordLoginPage /> },
  // The auth pages send a logged-in visitor to /home, which is the shell's in the product.
  { path: paths.home.path, element: <StandaloneHome /> },
];

/** This remote on its own port (npm run dev); any other URL goes to the login choice. */
export function StandaloneApp() {
  return (
    <StandaloneHarness
      build={REMOTE_BUILD}
      routes={ROUTES}
      fallback={<Navigate to={paths.optionLogin.getHref()} replace />}
    />
  );
}
