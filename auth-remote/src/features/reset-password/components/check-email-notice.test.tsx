import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { mockApi, ok } from '../../../testing/mock-api';
import { CheckEmailNotice } from './check-email-notice';
import { ResetRequestForm } from './reset-request-form';
import { fillField } from '../../../testing/fill-field';

describe('CheckEmailNotice', () => {
  it('offers both login screens and a way to ask again when opened directly', () => {
    renderWithProviders(<CheckEmailNotice />, { route: '/confirm-password-login' });
    expect(screen.getByRole('link', { name: 'Login as Employee' })).toHaveAttribute(
      'href',
      '/user-login',
    );
    expect(screen.getByRole('link', { name: 'Login as Employer' })).toHaveAttribute(
      'href',
      '/comp-login',
    );
    expect(screen.getByRole('link', { name: 'send it again' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('after a request shows the server message and the address it went to', async () => {
    mockApi({
      'POST auth/reset-password': () =>
        ok({ status: 200, message: 'Check your inbox for the link' }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/reset-password" element={<ResetRequestForm />} />
        <Route path="/confirm-password-login" element={<CheckEmailNotice />} />
      </Routes>,
      { route: '/reset-password' },
    );
    const user = userEvent.setup();

    await fillField(user, 'Email', 'ana@example.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Check your inbox for the link')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });
});
