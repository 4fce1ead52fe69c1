import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { ResetRequestForm } from './reset-request-form';
import { fillField } from '../../../testing/fill-field';

function renderForm() {
  renderWithProviders(<ResetRequestForm />, { route: '/reset-password', path: '/reset-password' });
  return userEvent.setup();
}

describe('ResetRequestForm', () => {
  it('checks the email before sending', async () => {
    const api = mockApi({});
    const user = renderForm();

    await fillField(user, 'Email', 'nobody@nowhere');
    await user.click(screen.getByRole('button', { name: 'Send password reset email' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('asks for the email and moves on to the check-your-email screen', async () => {
    const api = mockApi({
      'POST auth/reset-password': () =>
        ok({ status: 200, message: 'If that account exists, we sent an email' }),
    });
    const user = renderForm();

    await fillField(user, 'Email', 'ana@example.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByTestId('location')).toHaveTextContent('/confirm-password-login');
    expect(api.calls).toEqual([
      { key: 'POST auth/reset-password', body: { email: 'ana@example.com' } },
    ]);
  });

  it('shows a rate-limit answer in the banner and keeps the email', async () => {
    mockApi({
      'POST auth/reset-password': () => fail(429, 'Too many reset requests. Try again in an hour.'),
    });
    const user = renderForm();

    await fillField(user, 'Email', 'ana@example.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reset requests. Try again in an hour.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });
});
