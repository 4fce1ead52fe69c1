import { paths } from '@peworld/shared-ui/paths';
import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyJob, dataAnswer, fieldsRefusal } from '../testing/job-fixtures';
import JobsPage from './jobs-page';

function renderJobs() {
  return renderWithProviders(<JobsPage />, {
    route: paths.companyJobs.getHref(),
    path: paths.companyJobs.path,
    user: makeRecruiterUser(),
  });
}

const react = companyJob();
const designer = companyJob({
  id_job: 6,
  title: 'Product Designer',
  status: 'closed',
  work_mode: 'hybrid',
  employment_type: 'internship',
  city: 'Jakarta',
  applicants: { applied: 0, interviewing: 0, offered: 0, hired: 1, not_a_fit: 3 },
});

describe('jobs page', () => {
  it('announces loading, then lists each job with status, place, dates and applicants by stage', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /api/company-jobs': async () => {
        await held;
        return dataAnswer([react, designer]);
      },
    });
    renderJobs();
    expect(
      await screen.findByRole('status', { name: 'Loading your job openings' }),
    ).toBeInTheDocument();
    answer();

    const list = await screen.findByRole('list', { name: 'Your job openings' });
    const [first, second] = [react.title, designer.title].map((title) =>
      within(list).getByRole('link', { name: title }).closest('li'),
    );
    expect(within(first!).getByRole('link', { name: react.title })).toHaveAttribute(
      'href',
      '/home/jobs/5',
    );
    expect(within(first!).getByText('Open')).toBeInTheDocument();
    expect(within(first!).getByText('Remote')).toBeInTheDocument();
    expect(within(first!).getByText('Full time')).toBeInTheDocument();
    expect(within(first!).getByText('Posted Nov 20, 2026')).toBeInTheDocument();
    expect(within(first!).getByText('Closes Dec 31, 2026')).toBeInTheDocument();
    expect(within(first!).getByText('3 applicants')).toBeInTheDocument();
    const counts = within(first!).getByRole('list', {
      name: `Applicants of ${react.title} by stage`,
    });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied 2', 'Interviewing 1', 'Offered 0', 'Hired 0', 'Not a fit 0']);
    expect(within(first!).getByRole('link', { name: `Edit ${react.title}` })).toHaveAttribute(
      'href',
      '/home/jobs/5/edit',
    );
    expect(within(first!).getByRole('button', { name: `Pause ${react.title}` })).toBeEnabled();

    expect(within(second!).getByText('Closed')).toBeInTheDocument();
    expect(within(second!).getByText('Internship')).toBeInTheDocument();
    expect(within(second!).getByText('4 applicants')).toBeInTheDocument();
    expect(
      within(second!).getByRole('button', { name: 'Repost Product Designer' }),
    ).toBeInTheDocument();
    expect(
      within(second!).queryByRole('button', { name: 'Pause Product Designer' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/home/jobs/new',
    );
  });

  it('pauses an open job and shows it paused', async () => {
    let status: 'open' | 'paused' = 'open';
    const api = mockApi({
      'GET /api/company-jobs': () => dataAnswer([companyJob({ status })]),
      'PUT /api/company-jobs/:id/status': async (request) => {
        status = ((await request.json()) as { status: 'paused' }).status;
        return dataAnswer({});
      },
    });
    renderJobs();
    await userEvent.click(await screen.findByRole('button', { name: `Pause ${react.title}` }));
    await waitFor(() => expect(api.requests('PUT /api/company-jobs/:id/status')).toHaveLength(1));
    const [request] = api.requests('PUT /api/company-jobs/:id/status');
    expect(new URL(request!.url).pathname).toBe('/api/company-jobs/5/status');
    expect(await request!.json()).toEqual({ status: 'paused' });
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Reopen ${react.title}` })).toBeInTheDocument();
  });

  it('asks before closing a job, and closes it only when confirmed', async () => {
    const api = mockApi({
      'GET /api/company-jobs': dataAnswer([react]),
      'PUT /api/company-jobs/:id/status': dataAnswer({}),
    });
    renderJobs();
    await userEvent.click(await screen.findByRole('button', { name: `Close ${react.title}` }));
    const dialog = screen.getByRole('dialog', { name: `Close ${react.title}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests('PUT /api/company-jobs/:id/status')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `Close ${react.title}` }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the job' }),
    );
    await waitFor(() => expect(api.requests('PUT /api/company-jobs/:id/status')).toHaveLength(1));
    expect(await api.requests('PUT /api/company-jobs/:id/status')[0]!.json()).toEqual({
      status: 'closed',
    });
    expect(await screen.findByText(`${react.title} is closed`)).toBeInTheDocument();
  });

  it('reposts a closed job', async () => {
    const api = mockApi({
      'GET /api/company-jobs': dataAnswer([designer]),
      'PUT /api/company-jobs/:id/status': dataAnswer({}),
    });
    renderJobs();
    await userEvent.click(await screen.findByRole('button', { name: 'Repost Product Designer' }));
    await waitFor(() => expect(api.requests('PUT /api/company-jobs/:id/status')).toHaveLength(1));
    expect(await api.requests('PUT /api/company-jobs/:id/status')[0]!.json()).toEqual({
      status: 'open',
    });
    expect(
      await screen.findByText('Product Designer is posted again with today’s date'),
    ).toBeInTheDocument();
  });

  it('says when an open job is past its closing date, and what to do when reopening it is refused', async () => {
    const expired = companyJob({ status: 'paused', closing_date: '2026-01-31' });
    mockApi({
      'GET /api/company-jobs': dataAnswer([
        expired,
        companyJob({ id_job: 8, title: 'QA Engineer', closing_date: '2026-01-31' }),
      ]),
      'PUT /api/company-jobs/:id/status': fieldsRefusal(
        { closing_date: 'Closing date cannot be in the past' },
        'Closing date cannot be in the past',
      ),
    });
    renderJobs();
    const qa = (await screen.findByRole('link', { name: 'QA Engineer' })).closest('li');
    expect(
      within(qa!).getByText('Closing date passed (Jan 31, 2026): talent no longer see it'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Reopen ${expired.title}` }));
    expect(
      await screen.findByText(
        `${expired.title} closed on its date: choose a later closing date with Edit first`,
      ),
    ).toBeInTheDocument();
  });

  it('says there is no job yet and leads to the form', async () => {
    mockApi({ 'GET /api/company-jobs': dataAnswer([]) });
    renderJobs();
    expect(await screen.findByText('No job openings yet')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Post a job' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home/jobs/new',
      '/home/jobs/new',
    ]);
  });

  it('shows a load error with a retry that loads again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/company-jobs': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 403,
              body: { status: 403, message: 'Only recruiter accounts can do this.' },
            }
          : dataAnswer([react]);
      },
    });
    renderJobs();
    expect(await screen.findByText('Could not load your job openings')).toBeInTheDocument();
    expect(screen.getByText('Only recruiter accounts can do this.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('link', { name: react.title })).toBeInTheDocument();
  });
});
