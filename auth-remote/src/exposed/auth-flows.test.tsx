import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SESSION_STORAGE_KEY } from '@peworld/shared-ui';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { mockApi, ok } from '../testing/mock-api';
import CompanyLoginPage from './company-login-page';
import ConfirmPasswordPage from './confirm-password-page';
import UserLoginPage from './user-login-page';
import UserRegistPage from './user-regist-page';
import { fillField } from '../testing/fill-field';

/** The auth pages mounted the way the shell's router mounts them. */
function renderAuthRoutes(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/user-regist" element={<UserRegistPage />} />
      <Route path="/user-login" element={<UserLoginPage />} />
      <Route path="/comp-login" element={<CompanyLoginPage />} />
      <Route path="/confirm-password" element={<ConfirmPasswordPage />} />
      <Route path="/home" element={<p>home page</p>} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

describe('auth journeys across pages', () => {
  it('sign-up lands on the talent login with the server message and the email filled in, then logs in', async () => {
    const talent = {
      id_user: 7,
      role: 'talent',
      name: 'Ana Putri',
      image: null,
      email: 'ana@example.com',
    };
    mockApi({
      'POST auth/regis-user': () =>
        ok({ status: 201, message: 'Account created. Please log in.', result: talent }, 201),
      'POST auth/login-user': () =>
        ok({ status: 200, message: 'Login success', result: { user: talent } }),
    });
    const user = renderAuthRoutes('/user-regist');

    await fillField(user, 'Name', 'Ana Putri');
    await fillField(user, 'Email', 'ana@example.com');
    await fillField(user, 'Phone number', '08123456789');
    await fillField(user, 'Password', 'secret-pass');
    await fillField(user, 'Confirm password', 'secret-pass');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Account created. Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');

    await fillField(user, 'Password', 'secret-pass');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(talent);
  });

  it('the reset link token from the URL is sent and the employer lands on their login with the message', async () => {
    const api = mockApi({
      'POST auth/reset-password/confirm': () =>
        ok({
          status: 200,
          message: 'Password changed. Log in with your new password.',
          result: { role: 'recruiter' },
        }),
    });
    const user = renderAuthRoutes('/confirm-password?token=tok%2Fen-42');

    await fillField(user, 'New Password', 'brand-new-pass');
    await fillField(user, 'Confirm Password', 'brand-new-pass');
    await user.keyboard('{Enter}');

    expect(
      await screen.findByText('Password changed. Log in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Log in as an employer/)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ token: 'tok/en-42', password: 'brand-new-pass' });
  });
});
