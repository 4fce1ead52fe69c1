import { pageTitleStore, paths } from '@peworld/shared-ui';
import {
  makeRecruiterUser,
  makeTalentUser,
  mockApi,
  renderWithProviders,
} from '@peworld/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { makeCompany } from '../testing/fixtures';
import { dataAnswer, makeJob } from '../testing/job-fixtures';
import CompanyProfilePage from './company-profile-page';

function renderAt(id: string | number, user = makeTalentUser()) {
  return renderWithProviders(<CompanyProfilePage />, {
    route: `/home/profile-comp/${id}`,
    path: paths.companyProfile.path,
    user,
  });
}

it('gives a recruiter no Apply: a company cannot apply to a company', async () => {
  mockApi({
    'GET /api/company/:id/jobs': dataAnswer([]),
    'GET /api/company/:id': {
      body: {
        status: 200,
        message: 'Company found',
        result: makeCompany(7, { name_company: 'PT Awan Biru' }),
      },
    },
  });
  renderAt(7, makeRecruiterUser());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'PT Awan Biru' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  // The tab reads "PT Awan Biru — Peworld" (the shell adds the product's name).
  expect(pageTitleStore.getState().title).toBe('PT Awan Biru');
});

it("shows the company's real data with its contact rows as links, and an Apply that opens the chat", async () => {
  const api = mockApi({
    'GET /api/company/:id/jobs': dataAnswer([]),
    'GET /api/company/:id': {
      body: {
        status: 200,
        message: 'Company found',
        result: makeCompany(7, {
          name_company: 'PT Awan Biru',
          field_company: 'Financial Technology',
          city: 'Surabaya',
          description: 'Payments for small shops.',
          email: 'hr@awanbiru.id',
          instagram: 'https://instagram.com/awanbiru',
          phone: '031 555 1234',
          linkedin: 'https://www.linkedin.com/company/awan-biru',
        }),
      },
    },
  });
  renderAt(7);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'PT Awan Biru' }),
  ).toBeInTheDocument();
  expect(api.requests('GET /api/company/:id')[0]!.url).toMatch(/\/api\/company\/7$/);
  expect(screen.getByText('Financial Technology')).toBeInTheDocument();
  expect(screen.getByText('Surabaya')).toBeInTheDocument();
  expect(screen.getByText('Payments for small shops.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Email: hr@awanbiru.id' })).toHaveAttribute(
    'href',
    'mailto:hr@awanbiru.id',
  );
  expect(screen.getByRole('link', { name: 'Instagram: @awanbiru' })).toHaveAttribute(
    'href',
    'https://instagram.com/awanbiru',
  );
  expect(screen.getByRole('link', { name: 'Phone: 031 555 1234' })).toHaveAttribute(
    'href',
    'tel:0315551234',
  );
  expect(screen.getByRole('link', { name: 'LinkedIn: @awan-biru' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/company/awan-biru',
  );
  expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/chat?with=7');
});

it('leaves out contact rows the company did not fill in', async () => {
  mockApi({
    'GET /api/company/:id/jobs': dataAnswer([]),
    'GET /api/company/:id': {
      body: {
        status: 200,
        message: 'Company found',
        result: makeCompany(8, { email: null, phone: null, instagram: null, linkedin: null }),
      },
    },
  });
  renderAt(8);
  await screen.findByRole('heading', { level: 1, name: 'Company 8' });
  expect(screen.queryByRole('list', { name: 'Contact' })).not.toBeInTheDocument();
});

it('shows a not-found state for an unknown or malformed id', async () => {
  mockApi({
    'GET /api/company/:id': { status: 404, body: { status: 404, message: 'Company not found' } },
  });
  const { unmount } = renderAt(999);
  expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to companies' })).toHaveAttribute('href', '/home');
  unmount();

  const api = mockApi({});
  const callsBefore = api.spy.mock.calls.length;
  renderAt('abc');
  expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
  // A malformed id never reaches the API.
  expect(api.spy.mock.calls.length).toBe(callsBefore);
});

it("lists the company's open jobs below its card, or says it has none", async () => {
  const api = mockApi({
    'GET /api/company/:id/jobs': (_request, params) =>
      dataAnswer(params.id === '7' ? [makeJob(5, { title: 'Backend Engineer' })] : []),
    'GET /api/company/:id': (_request, params) => ({
      body: { status: 200, message: 'Company found', result: makeCompany(Number(params.id)) },
    }),
  });
  const { unmount } = renderAt(7);
  const jobs = await screen.findByRole('list', { name: 'Open jobs' });
  expect(within(jobs).getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute(
    'href',
    '/jobs/5',
  );
  expect(api.requests('GET /api/company/:id/jobs')[0]!.url).toMatch(/\/api\/company\/7\/jobs$/);
  unmount();

  renderAt(8);
  expect(await screen.findByText('This company has no open jobs right now.')).toBeInTheDocument();
});
