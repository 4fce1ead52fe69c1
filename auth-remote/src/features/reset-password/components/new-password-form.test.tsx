import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { deferredReply, fail, mockApi, ok } from '../../../testing/mock-api';
import { NewPasswordForm } from './new-password-form';
import { fillField } from '../../../testing/fill-field';

function renderForm(token: string | null) {
  renderWithProviders(<NewPasswordForm token={token} />, {
    route: '/confirm-password',
    path: '/confirm-password',
  });
  return userEvent.setup();
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirm = password,
) {
  await fillField(user, 'New Password', password);
  await fillField(user, 'Confirm Password', confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('NewPasswordForm', () => {
  it('without a token explains the problem and offers a new link', () => {
    const api = mockApi({});
    renderForm(null);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link is incomplete. Open the link from the email again, or ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('checks length and confirmation before sending', async () => {
    const api = mockApi({});
    const user = renderForm('tok');

    await choose(user, 'short', 'shorts');

    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['talent', '/user-login'],
    ['recruiter', '/comp-login'],
  ] as const)('after a reset sends a %s to %s', async (role, loginPath) => {
    const reply = deferredReply();
    const api = mockApi({ 'POST auth/reset-password/confirm': reply.handler });
    const user = renderForm('abc.123');

    await choose(user, 'brand-new-pass');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
    reply.release(ok({ status: 200, message: 'Password updated, log in', result: { role } }));

    expect(await screen.findByTestId('location')).toHaveTextContent(loginPath);
    expect(api.calls).toEqual([
      {
        key: 'POST auth/reset-password/confirm',
        body: { token: 'abc.123', password: 'brand-new-pass' },
      },
    ]);
  });

  it('an expired, used or forged token swaps the form for a new-link offer with the server message', async () => {
    mockApi({
      'POST auth/reset-password/confirm': () =>
        fail(400, 'This reset link has expired or was already used'),
    });
    const user = renderForm('old-token');

    await choose(user, 'brand-new-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired or was already used',
    );
    expect(screen.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('a password the server rejects stays on the form beside the field', async () => {
    mockApi({
      'POST auth/reset-password/confirm': () =>
        fail(400, 'Please check the fields', [
          { field: 'password', message: 'Password is too common' },
        ]),
    });
    const user = renderForm('good-token');

    await choose(user, 'password1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the fields');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password is too common',
    );
    expect(screen.getByLabelText('New Password')).toHaveValue('password1');
  });

  it('asks for new passwords with new-password autocomplete, masked', () => {
    renderForm('tok');
    for (const label of ['New Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
  });
});
