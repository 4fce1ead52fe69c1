import { paths, ThemeRoot, ToastProvider } from '@peworld/shared-ui';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import OptionLoginPage from '../exposed/option-login-page';
import OptionRegistPage from '../exposed/option-regist-page';
import UserLoginPage from '../exposed/user-login-page';
import CompanyLoginPage from '../exposed/company-login-page';
import UserRegistPage from '../exposed/user-regist-page';
import CompanyRegistPage from '../exposed/company-regist-page';
import ResetPasswordPage from '../exposed/reset-password-page';
import ConfirmPasswordPage from '../exposed/confirm-password-page';
import ConfirmPasswordLoginPage from '../exposed/confirm-password-login-page';
import { StandaloneHome } from './standalone-home';

// This remote on its own port: the same URLs as in the product, without the shell's header
// or other remotes. A development harness only; it is never exposed.
export function StandaloneApp() {
  return (
    <ThemeRoot>
      <ToastProvider>
        <BrowserRouter>
          <Routes>
            <Route path={paths.optionLogin.path} element={<OptionLoginPage />} />
            <Route path={paths.optionRegist.path} element={<OptionRegistPage />} />
            <Route path={paths.userLogin.path} element={<UserLoginPage />} />
            <Route path={paths.compLogin.path} element={<CompanyLoginPage />} />
            <Route path={paths.userRegist.path} element={<UserRegistPage />} />
            <Route path={paths.compRegist.path} element={<CompanyRegistPage />} />
            <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
            <Route path={paths.confirmPassword.path} element={<ConfirmPasswordPage />} />
            <Route path={paths.confirmPasswordLogin.path} element={<ConfirmPasswordLoginPage />} />
            <Route path={paths.home.path} element={<StandaloneHome />} />
            <Route path="*" element={<Navigate to={paths.optionLogin.getHref()} replace />} />
          </Routes>
        </BrowserRouter>
      </ToastProvider>
    </ThemeRoot>
  );
}
