import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { makeRecruiterUser, makeTalentUser, renderWithProviders } from '@peworld/shared-ui/testing';
import CompanyLoginPage from './company-login-page';
import CompanyRegistPage from './company-regist-page';
import ConfirmPasswordLoginPage from './confirm-password-login-page';
import ConfirmPasswordPage from './confirm-password-page';
import OptionLoginPage from './option-login-page';
import OptionRegistPage from './option-regist-page';
import ResetPasswordPage from './reset-password-page';
import UserLoginPage from './user-login-page';
import UserRegistPage from './user-regist-page';

const PAGES: [string, ComponentType][] = [
  ['/option-login', OptionLoginPage],
  ['/option-regist', OptionRegistPage],
  ['/user-login', UserLoginPage],
  ['/comp-login', CompanyLoginPage],
  ['/user-regist', UserRegistPage],
  ['/comp-regist', CompanyRegistPage],
  ['/reset-password', ResetPasswordPage],
  ['/confirm-password', ConfirmPasswordPage],
  ['/confirm-password-login', ConfirmPasswordLoginPage],
];

describe('auth pages', () => {
  it.each(PAGES)('%s sends a logged-in visitor to /home', (path, Page) => {
    renderWithProviders(<Page />, { route: path, path, user: makeTalentUser() });
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it.each(PAGES)('%s shows one page heading to a visitor', async (path, Page) => {
    renderWithProviders(<Page />, { route: path, path });
    // The page shows once auth-remote's catalog has loaded.
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('redirects a logged-in employer too', () => {
    renderWithProviders(<CompanyLoginPage />, {
      route: '/comp-login',
      path: '/comp-login',
      user: makeRecruiterUser(),
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('/option-login links to both logins', () => {
    renderWithProviders(<OptionLoginPage />, { route: '/option-login', path: '/option-login' });
    expect(screen.getByRole('link', { name: /Login as Employee/ })).toHaveAttribute(
      'href',
      '/user-login',
    );
    expect(screen.getByRole('link', { name: /Login as Employer/ })).toHaveAttribute(
      'href',
      '/comp-login',
    );
  });

  it('/option-regist links to both sign-ups', () => {
    renderWithProviders(<OptionRegistPage />, { route: '/option-regist', path: '/option-regist' });
    expect(screen.getByRole('link', { name: /Register as Employee/ })).toHaveAttribute(
      'href',
      '/user-regist',
    );
    expect(screen.getByRole('link', { name: /Register as Employer/ })).toHaveAttribute(
      'href',
      '/comp-regist',
    );
  });
});
