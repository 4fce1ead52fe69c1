import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { deferredReply, fail, mockApi, ok } from '../../../testing/mock-api';
import { TalentRegisterForm } from './talent-register-form';
import { fillField } from '../../../testing/fill-field';

function renderForm() {
  renderWithProviders(<TalentRegisterForm />, { route: '/user-regist', path: '/user-regist' });
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fillField(user, 'Name', 'Ana Putri');
  await fillField(user, 'Email', 'ana@example.com');
  await fillField(user, 'Phone number', '+6281234567');
  await fillField(user, 'Password', 'secret-pass');
  await fillField(user, 'Confirm password', 'secret-pass');
}

const created = ok(
  {
    status: 201,
    message: 'Registration succeeded, please log in',
    result: {
      id_user: 5,
      role: 'talent',
      name: 'Ana Putri',
      image: null,
      email: 'ana@example.com',
    },
  },
  201,
);

describe('TalentRegisterForm', () => {
  it('mirrors the server rules next to each field before sending', async () => {
    const api = mockApi({});
    const user = renderForm();

    await fillField(user, 'Email', 'ana.example.com');
    await fillField(user, 'Phone number', '0812-34');
    await fillField(user, 'Password', 'short');
    await fillField(user, 'Confirm password', 'shorter');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone must have 8 to 15 digits and may start with +',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(api.calls).toHaveLength(0);
  });

  it('clears a field error as soon as that field is edited', async () => {
    mockApi({});
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    await fillField(user, 'Email', 'a');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
  });

  it('sends the spec payload (no confirmation) and opens the talent login', async () => {
    const reply = deferredReply();
    const api = mockApi({ 'POST auth/regis-user': reply.handler });
    const user = renderForm();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();

    reply.release(created);
    expect(await screen.findByTestId('location')).toHaveTextContent('/user-login');
    expect(api.calls).toEqual([
      {
        key: 'POST auth/regis-user',
        body: {
          full_name: 'Ana Putri',
          email: 'ana@example.com',
          phone: '+6281234567',
          password: 'secret-pass',
        },
      },
    ]);
  });

  it('shows the server message and its errors in the banner and beside the fields', async () => {
    mockApi({
      'POST auth/regis-user': () =>
        fail(409, 'Email is already registered', [
          { field: 'email', message: 'This email already has an account' },
        ]),
    });
    const user = renderForm();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Email is already registered');
    expect(banner).toHaveTextContent('This email already has an account');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'This email already has an account',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Putri');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
  });

  it('uses the right input types and autocomplete hints', () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });
});
