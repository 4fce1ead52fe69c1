import { paths, sessionStore } from '@peworld/shared-ui';
import {
  makeRecruiterUser,
  makeTalentUser,
  mockApi,
  renderWithProviders,
} from '@peworld/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company } from '../testing/fixtures';
import CompanyEditPage from './company-edit-page';

const answer = (overrides = {}) => ({
  body: { status: 200, message: 'ok', result: company(overrides) },
});

function renderEdit(user = makeRecruiterUser({ id_user: 21, id_company: 21 })) {
  return renderWithProviders(<CompanyEditPage />, {
    route: paths.compEdit.getHref(),
    path: paths.compEdit.path,
    user,
  });
}

describe('company edit', () => {
  it('fills Your Profile from the company and saves only what changed', async () => {
    const api = mockApi({
      'GET /api/company/:id': answer(),
      'PATCH /api/company/:id': answer({
        city: 'Bandung',
        name_company: 'PT Nusantara Digital Solusi',
      }),
    });
    renderEdit();
    const name = await screen.findByLabelText('Company Name');
    expect(name).toHaveValue('PT Nusantara Digital Solusi');
    expect(screen.getByLabelText('Field')).toHaveValue('Financial');
    expect(screen.getByLabelText('Domicile')).toHaveValue('Jakarta');
    expect(screen.getByLabelText('Email')).toHaveValue('hr@nusantara.id');
    expect(screen.getByLabelText('Phone')).toHaveValue('0812345678');

    await userEvent.clear(screen.getByLabelText('Domicile'));
    await userEvent.type(screen.getByLabelText('Domicile'), 'Bandung');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('All changes updated!')).toBeInTheDocument();
    const [patch] = api.requests('PATCH /api/company/:id');
    expect(new URL(patch!.url).pathname).toBe('/api/company/21');
    expect(await patch!.json()).toEqual({ city: 'Bandung' });
  });

  it('shows the server’s field errors at their fields and keeps the input', async () => {
    mockApi({
      'GET /api/company/:id': answer(),
      'PATCH /api/company/:id': {
        status: 400,
        body: {
          status: 400,
          message: 'Please check the fields',
          errors: ['LinkedIn must be a link starting with http:// or https://'],
          fields: { linkedin: 'LinkedIn must be a link starting with http:// or https://' },
        },
      },
    });
    renderEdit();
    await userEvent.type(await screen.findByLabelText('Linkedin'), 'linkedin.com/x');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(screen.getByLabelText('Linkedin')).toHaveAccessibleDescription(
        'LinkedIn must be a link starting with http:// or https://',
      ),
    );
    expect(screen.getByLabelText('Linkedin')).toHaveValue('linkedin.com/x');
    expect(screen.getByLabelText('Linkedin')).toHaveFocus();
    expect(screen.getByText('Please check the fields')).toBeInTheDocument();
  });

  it('requires a company name before sending', async () => {
    const api = mockApi({ 'GET /api/company/:id': answer() });
    renderEdit();
    await userEvent.clear(await screen.findByLabelText('Company Name'));
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(screen.getByLabelText('Company Name')).toHaveAccessibleDescription(
      'Company name is required',
    );
    expect(screen.getByLabelText('Company Name')).toHaveFocus();
    expect(api.requests('PATCH /api/company/:id')).toHaveLength(0);
  });

  it('puts a saved company name into the stored login (header) without a reload', async () => {
    mockApi({
      'GET /api/company/:id': answer(),
      'PATCH /api/company/:id': answer({ name_company: 'PT Baru' }),
    });
    renderEdit();
    const name = await screen.findByLabelText('Company Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'PT Baru');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(sessionStore.getState().user?.name).toBe('PT Baru'));
  });

  it('offers the password change in the settings section the header links to', async () => {
    mockApi({ 'GET /api/company/:id': answer() });
    renderEdit();
    const settings = await screen.findByRole('region', { name: 'Setting' });
    expect(settings).toHaveAttribute('id', 'settings');
    expect(screen.getByLabelText(/current password/i)).toBeInTheDocument();
  });

  it('tells a talent this page is for company accounts', () => {
    const api = mockApi({});
    renderEdit(makeTalentUser());
    expect(screen.getByText('This page is for company accounts.')).toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
  });
});
