import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@peworld/shared-ui/testing';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { CompanyRegisterForm } from './company-register-form';
import { fillField } from '../../../testing/fill-field';

function renderForm() {
  renderWithProviders(<CompanyRegisterForm />, { route: '/comp-regist', path: '/comp-regist' });
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fillField(user, 'Name', 'Budi Santoso');
  await fillField(user, 'Email', 'budi@nusantara.id');
  await fillField(user, 'Company', 'PT Nusantara Digital');
  await user.selectOptions(screen.getByLabelText('Field'), 'Fintech');
  await fillField(user, 'Phone number', '021555123');
  await fillField(user, 'Password', 'company-pass');
  await fillField(user, 'Confirm password', 'company-pass');
}

describe('CompanyRegisterForm', () => {
  it('requires every field, including the company field choice', async () => {
    const api = mockApi({});
    const user = renderForm();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(
      'Company name is required',
    );
    expect(screen.getByLabelText('Field')).toHaveAccessibleDescription(
      /Choose your company’s field/,
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone number is required',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Confirm your password',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('offers Tech and Non-tech fields', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options.some((label) => label?.endsWith('(Tech)'))).toBe(true);
    expect(options.some((label) => label?.endsWith('(Non-tech)'))).toBe(true);
  });

  it('sends the spec payload and opens the employer login', async () => {
    const api = mockApi({
      'POST auth/regis-company': () =>
        ok(
          {
            status: 201,
            message: 'Company registered, please log in',
            result: {
              id_user: 9,
              id_company: 9,
              role: 'recruiter',
              name: 'Budi Santoso',
              image: null,
              email: 'budi@nusantara.id',
            },
          },
          201,
        ),
    });
    const user = renderForm();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/comp-login');
    expect(api.calls).toEqual([
      {
        key: 'POST auth/regis-company',
        body: {
          name: 'Budi Santoso',
          email: 'budi@nusantara.id',
          company: 'PT Nusantara Digital',
          field: 'Fintech',
          phone: '021555123',
          password: 'company-pass',
        },
      },
    ]);
  });

  it('shows a duplicate email as the server words it', async () => {
    mockApi({ 'POST auth/regis-company': () => fail(409, 'Email is already registered') });
    const user = renderForm();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered');
    expect(screen.getByLabelText('Field')).toHaveValue('Fintech');
    expect(screen.getByLabelText('Company')).toHaveValue('PT Nusantara Digital');
  });
});
