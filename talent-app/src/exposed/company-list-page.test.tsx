import { paths } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companiesAnswer, makeCompany } from '../testing/fixtures';
import { jobsAnswer, makeJob } from '../testing/job-fixtures';
import CompanyListPage from './company-list-page';

function renderAt(route = paths.home.getHref(), locale?: 'id' | 'en') {
  return renderWithProviders(<CompanyListPage />, {
    route,
    path: paths.home.path,
    user: makeTalentUser(),
    ...(locale ? { locale } : {}),
  });
}

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

it('lists companies from the API with cards linking to their profiles and real pages', async () => {
  const api = mockApi({
    'GET /api/jobs': jobsAnswer([]),
    'GET /api/company': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return companiesAnswer([makeCompany(page * 10), makeCompany(page * 10 + 1)], page, 2, 5);
    },
  });
  const user = userEvent.setup();
  renderAt();
  const list = await screen.findByRole('list', { name: 'Companies' });
  expect(within(list).getByRole('heading', { name: 'Company 10' })).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: 'View profile of Company 10' })).toHaveAttribute(
    'href',
    '/home/profile-comp/10',
  );
  expect(query(api.requests('GET /api/company')[0]!)).toMatchObject({ page: '1', limit: '10' });

  // 5 companies, 2 a page: three pages; Next goes to page 2 and puts it in the URL.
  const pages = screen.getByRole('navigation', { name: 'Company pages' });
  expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  await user.click(within(pages).getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('heading', { name: 'Company 20' })).toBeInTheDocument();
  expect(query(api.requests('GET /api/company').at(-1)!)).toMatchObject({ page: '2' });
});

it('searches by name and filters by the category picker, from and into the URL', async () => {
  const api = mockApi({
    'GET /api/jobs': jobsAnswer([]),
    'GET /api/company': companiesAnswer([makeCompany(1)]),
  });
  const user = userEvent.setup();
  renderAt('/home?category=NonTech&page=1');
  await screen.findByRole('heading', { name: 'Company 1' });
  expect(query(api.requests('GET /api/company')[0]!)).toMatchObject({ field: 'NonTech' });
  expect(screen.getByLabelText('Category')).toHaveValue('NonTech');

  await user.selectOptions(screen.getByLabelText('Category'), 'Tech');
  await user.type(screen.getByLabelText('Company name'), 'awan');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByRole('heading', { name: 'Company 1' });
  const last = query(api.requests('GET /api/company').at(-1)!);
  expect(last).toMatchObject({ company: 'awan', field: 'Tech', page: '1' });

  await user.selectOptions(screen.getByLabelText('Category'), 'Matches my skills');
  await screen.findByRole('heading', { name: 'Company 1' });
  expect(query(api.requests('GET /api/company').at(-1)!)).toMatchObject({ field: 'skill' });
});

it('shows skeletons while loading, then an empty state that clears the search', async () => {
  mockApi({
    'GET /api/jobs': jobsAnswer([]),
    'GET /api/company': (request) =>
      new URL(request.url).searchParams.get('company')
        ? companiesAnswer([])
        : companiesAnswer([makeCompany(5)]),
  });
  const user = userEvent.setup();
  const { container } = renderAt('/home?q=zzz');
  expect(container.querySelector('[aria-hidden="true"] li')).not.toBeNull();
  expect(await screen.findByRole('heading', { name: 'No companies found' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(await screen.findByRole('heading', { name: 'Company 5' })).toBeInTheDocument();
});

it("points a talent to their skills when the 'skill' category finds nothing", async () => {
  mockApi({ 'GET /api/jobs': jobsAnswer([]), 'GET /api/company': companiesAnswer([]) });
  renderAt('/home?category=skill');
  expect(
    await screen.findByRole('heading', { name: 'No companies match your skills yet' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit your skills' })).toHaveAttribute(
    'href',
    '/user-edit#skills',
  );
});

it('shows the server message in an error state with a retry', async () => {
  let fail = true;
  mockApi({
    'GET /api/jobs': jobsAnswer([]),
    'GET /api/company': () =>
      fail
        ? { status: 429, body: { status: 429, message: 'Too many requests, slow down' } }
        : companiesAnswer([makeCompany(9)]),
  });
  const user = userEvent.setup();
  renderAt();
  expect(await screen.findByText('Too many requests, slow down')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Company 9' })).toBeInTheDocument();
});

it("speaks Indonesian too: the spec's Lihat Profile and Kategori, its own title", async () => {
  mockApi({
    'GET /api/jobs': jobsAnswer([]),
    'GET /api/company': companiesAnswer([makeCompany(1)]),
  });
  renderAt(paths.home.getHref(), 'id');
  const list = await screen.findByRole('list', { name: 'Perusahaan' });
  expect(within(list).getByRole('link', { name: 'Lihat Profile Company 1' })).toHaveAttribute(
    'href',
    '/home/profile-comp/1',
  );
  expect(
    screen.getByRole('heading', { level: 1, name: 'Perusahaan untuk dijelajahi' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Kategori')).toHaveValue('');
  expect(screen.getByRole('option', { name: 'Sesuai keahlian saya' })).toBeInTheDocument();
});

it('shows "Jobs for you" above the companies: the best matches and a link to all jobs', async () => {
  const api = mockApi({
    'GET /api/jobs': jobsAnswer([
      makeJob(3, {
        title: 'React Developer',
        match: { matched: ['React', 'JavaScript'], count: 2, total: 3 },
      }),
    ]),
    'GET /api/company': companiesAnswer([makeCompany(1)]),
  });
  renderAt();
  const jobs = await screen.findByRole('list', { name: 'Jobs for you' });
  expect(within(jobs).getByRole('link', { name: 'React Developer' })).toHaveAttribute(
    'href',
    '/jobs/3',
  );
  expect(within(jobs).getByText('Matches 2/3 of your skills')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
  expect(query(api.requests('GET /api/jobs')[0]!)).toMatchObject({ sort: 'match', limit: '3' });
  // The company list is still there, below.
  expect(await screen.findByRole('heading', { name: 'Company 1' })).toBeInTheDocument();
});
