import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { changePassword } from '../../api/calls/change-password';
import { renderWithProviders } from '../../testing/render';
import { PasswordChangeForm } from './password-change-form';

jest.mock('../../api/calls/change-password');
const mockedChange = jest.mocked(changePassword);

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

it('sends current and new password and clears the form on success', async () => {
  mockedChange.mockResolvedValue({ status: 200, message: 'Your password has been changed.' });
  const onDone = jest.fn();
  renderWithProviders(<PasswordChangeForm onDone={onDone} />);
  await fill('old-secret', 'new-secret-1', 'new-secret-1');
  expect(mockedChange).toHaveBeenCalledWith({
    current_password: 'old-secret',
    new_password: 'new-secret-1',
  });
  expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveValue('');
  expect(onDone).toHaveBeenCalled();
});

it('refuses a confirmation that differs, and a short password, without a call', async () => {
  renderWithProviders(<PasswordChangeForm />);
  await fill('old-secret', 'short', 'shorter');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
    expect.stringContaining('New password must be at least 8 characters'),
  );
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
    'The two new passwords do not match',
  );
  expect(mockedChange).not.toHaveBeenCalled();
});

it('shows the server field error at the field and keeps what was typed', async () => {
  mockedChange.mockRejectedValue(
    new ApiError(400, 'Current password is incorrect', {
      errors: ['Current password is incorrect'],
      fields: { current_password: 'Current password is incorrect' },
    }),
  );
  renderWithProviders(<PasswordChangeForm />);
  await fill('wrong-one', 'new-secret-1', 'new-secret-1');
  expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(
    'Current password is incorrect',
  );
  expect(screen.getByLabelText('Current password')).toHaveValue('wrong-one');
  expect(screen.getByLabelText('New password')).toHaveValue('new-secret-1');
});

it('shows other failures in a banner', async () => {
  mockedChange.mockRejectedValue(new ApiError(429, 'Too many requests. Please wait.'));
  renderWithProviders(<PasswordChangeForm />);
  await fill('old-secret', 'new-secret-1', 'new-secret-1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait.');
});
