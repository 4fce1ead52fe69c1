import { paths } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobsAnswer, makeJob } from '../testing/job-fixtures';
import JobListPage from './job-list-page';

function renderAt(route = paths.jobs.getHref(), locale?: 'id' | 'en') {
  return renderWithProviders(<JobListPage />, {
    route,
    path: paths.jobs.path,
    user: makeTalentUser(),
    ...(locale ? { locale } : {}),
  });
}

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

it("lists jobs with the company, facts, salary and the talent's matching skills", async () => {
  const api = mockApi({
    'GET /api/jobs': jobsAnswer([
      makeJob(1, {
        title: 'Frontend Engineer',
        match: { matched: ['React', 'TypeScript'], count: 2, total: 3 },
      }),
      makeJob(2, { title: 'Data Analyst', salary_min: null, salary_max: null, match: null }),
    ]),
  });
  renderAt();
  const list = await screen.findByRole('list', { name: 'Jobs' });
  // The cards are the list's own items (each card has a list of facts inside).
  const [first, second] = Array.from(list.children) as HTMLElement[];
  expect(within(second!).getByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
  expect(within(first!).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
    'href',
    '/jobs/1',
  );
  expect(within(first!).getByText('PT Awan Biru')).toBeInTheDocument();
  expect(within(first!).getByText('Matches 2/3 of your skills')).toBeInTheDocument();
  expect(within(first!).getByText('TypeScript')).toBeInTheDocument();
  expect(within(first!).getByText(/IDR\s?8M – IDR\s?12M \/ month/)).toBeInTheDocument();
  expect(within(first!).getByText('Remote')).toBeInTheDocument();
  expect(within(first!).getByText('Full time')).toBeInTheDocument();
  expect(within(first!).getByText('Posted Nov 20, 2026')).toBeInTheDocument();
  // No salary given: none shown; no match for a viewer the API computed none for.
  expect(within(second!).queryByText(/month/)).not.toBeInTheDocument();
  expect(within(second!).queryByText(/of your skills/)).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 jobs');
  // A talent's default order is the best match.
  expect(query(api.requests('GET /api/jobs')[0]!)).toEqual({
    sort: 'match',
    page: '1',
    limit: '10',
  });
});

it.each([
  ['en', '1,000+ jobs'],
  ['id', '1.000+ lowongan'],
] as const)('a total the API capped reads "%s: %s", not an exact count', async (locale, text) => {
  mockApi({ 'GET /api/jobs': jobsAnswer([makeJob(1)], 1, 10, 1_000, true) });
  renderAt(paths.jobs.getHref(), locale);
  expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
});

const pagedJobs = (request: Request) => {
  const page = Number(new URL(request.url).searchParams.get('page'));
  return jobsAnswer([makeJob(page * 10)], page, 10, 25);
};

it('reads the search and filters from the URL into the fields and the call', async () => {
  const api = mockApi({ 'GET /api/jobs': pagedJobs });
  renderAt('/jobs?search=recat&city=Bandung&mode=remote&salary=7500000&posted=7');
  await screen.findByRole('link', { name: 'Job 10' });
  expect(query(api.requests('GET /api/jobs')[0]!)).toMatchObject({
    search: 'recat',
    city: 'Bandung',
    work_mode: 'remote',
    salary_min: '7500000',
    posted_within: '7',
  });
  expect(screen.getByLabelText('Job title or skill')).toHaveValue('recat');
  expect(screen.getByLabelText('City')).toHaveValue('Bandung');
  expect(screen.getByLabelText('Work mode')).toHaveValue('remote');
  expect(screen.getByLabelText('Minimum salary')).toHaveValue('7.5');
  expect(screen.getByLabelText('Posted')).toHaveValue('7');
});

it('applies the filters together, in millions of rupiah for the salary', async () => {
  const api = mockApi({ 'GET /api/jobs': pagedJobs });
  const user = userEvent.setup({ delay: null });
  renderAt('/jobs?search=recat');
  await screen.findByRole('link', { name: 'Job 10' });
  await user.selectOptions(screen.getByLabelText('Employment type'), 'Internship');
  await user.type(screen.getByLabelText('Minimum salary'), '7,5');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await screen.findByRole('button', { name: 'Clear filters (2)' });
  expect(query(api.requests('GET /api/jobs').at(-1)!)).toMatchObject({
    search: 'recat',
    employment_type: 'internship',
    salary_min: '7500000',
    page: '1',
  });
});

it('folds the filters behind a "Filter" button on a phone, the search field still in view', async () => {
  const wide = window.matchMedia;
  window.matchMedia = ((media: string) => ({
    matches: media.includes('max-width: 767px'),
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  try {
    mockApi({ 'GET /api/jobs': pagedJobs });
    const user = userEvent.setup({ delay: null });
    renderAt('/jobs?search=recat&city=Bandung&mode=remote', 'id');
    await screen.findByRole('link', { name: 'Job 10' });
    expect(screen.getByLabelText('Posisi atau keahlian')).toHaveValue('recat');
    const toggle = screen.getByRole('button', { name: 'Filter (2 aktif)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filter lowongan' })).not.toBeInTheDocument();
    await user.click(toggle);
    const form = screen.getByRole('form', { name: 'Filter lowongan' });
    expect(within(form).getByLabelText('Kota')).toHaveValue('Bandung');
  } finally {
    window.matchMedia = wide;
  }
});

it('searches, orders and pages, and clears the filters but not the search', async () => {
  const api = mockApi({ 'GET /api/jobs': pagedJobs });
  const user = userEvent.setup({ delay: null });
  renderAt('/jobs?city=Bandung&mode=remote');
  await screen.findByRole('link', { name: 'Job 10' });
  await user.type(screen.getByLabelText('Job title or skill'), 'golang');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.selectOptions(screen.getByLabelText('Order'), 'Newest');
  await screen.findByRole('link', { name: 'Job 10' });
  expect(query(api.requests('GET /api/jobs').at(-1)!)).toMatchObject({
    search: 'golang',
    sort: 'newest',
    city: 'Bandung',
  });

  const pages = screen.getByRole('navigation', { name: 'Job pages' });
  await user.click(within(pages).getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'Job 20' })).toBeInTheDocument();
  expect(query(api.requests('GET /api/jobs').at(-1)!)).toMatchObject({ page: '2' });

  await user.click(screen.getByRole('button', { name: 'Clear filters (2)' }));
  await screen.findByRole('link', { name: 'Job 10' });
  expect(query(api.requests('GET /api/jobs').at(-1)!)).toEqual({
    search: 'golang',
    sort: 'newest',
    page: '1',
    limit: '10',
  });
});

it('refuses a salary that is not a number, at the field', async () => {
  const api = mockApi({ 'GET /api/jobs': jobsAnswer([makeJob(1)]) });
  const user = userEvent.setup({ delay: null });
  renderAt();
  await screen.findByRole('link', { name: 'Job 1' });
  await user.type(screen.getByLabelText('Minimum salary'), 'banyak');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(screen.getByLabelText('Minimum salary')).toHaveAccessibleDescription(
    /Enter a number of millions/,
  );
  expect(api.requests('GET /api/jobs')).toHaveLength(1);
});

it('shows skeletons while loading, then an empty state that clears the search', async () => {
  mockApi({
    'GET /api/jobs': (request) =>
      new URL(request.url).searchParams.get('search') ? jobsAnswer([]) : jobsAnswer([makeJob(5)]),
  });
  const user = userEvent.setup({ delay: null });
  renderAt('/jobs?search=zzz');
  expect(screen.getByRole('status')).toHaveTextContent('Loading jobs');
  expect(await screen.findByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
  expect(await screen.findByRole('link', { name: 'Job 5' })).toBeInTheDocument();
});

it('shows the server message in an error state with a retry', async () => {
  let fail = true;
  mockApi({
    'GET /api/jobs': () =>
      fail
        ? { status: 429, body: { status: 429, message: 'Too many requests, slow down' } }
        : jobsAnswer([makeJob(9)]),
  });
  const user = userEvent.setup({ delay: null });
  renderAt();
  expect(await screen.findByText('Too many requests, slow down')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Job 9' })).toBeInTheDocument();
});

it('speaks Indonesian: "Cocok 2/3 skill"', async () => {
  mockApi({
    'GET /api/jobs': jobsAnswer([
      makeJob(1, { match: { matched: ['React', 'Vue'], count: 2, total: 3 } }),
    ]),
  });
  renderAt(paths.jobs.getHref(), 'id');
  expect(await screen.findByText('Cocok 2/3 skill')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Cari lowongan' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Lowongan' });
  expect(within(list).getByText('Penuh waktu')).toBeInTheDocument();
});
