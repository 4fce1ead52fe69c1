import { paths } from '@peworld/shared-ui';
import {
  makeRecruiterUser,
  makeTalentUser,
  mockApi,
  renderWithProviders,
} from '@peworld/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataAnswer, makeJob, makeJobDetail } from '../testing/job-fixtures';
import JobPage from './job-page';

function renderAt(id: string | number, user = makeTalentUser()) {
  return renderWithProviders(<JobPage />, {
    route: paths.job.getHref(id),
    path: paths.job.path,
    user,
  });
}

it("shows the job, its company card and the skills, the talent's own marked", async () => {
  mockApi({
    'GET /api/jobs/:id': dataAnswer(
      makeJobDetail(4, {
        title: 'Frontend Engineer',
        match: { matched: ['React'], count: 1, total: 3 },
      }),
    ),
  });
  renderAt(4);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Build the checkout with React.')).toBeInTheDocument();
  const company = screen.getByRole('complementary', { name: 'Hiring company' });
  expect(within(company).getByRole('heading', { name: 'PT Awan Biru' })).toBeInTheDocument();
  expect(
    within(company).getByRole('link', { name: 'Company profile of PT Awan Biru' }),
  ).toHaveAttribute('href', '/home/profile-comp/7');
  const required = screen.getByRole('list', { name: 'Required skills' });
  expect(within(required).getByText('React').closest('li')).toHaveTextContent(
    'React(you have this skill)',
  );
  expect(within(required).getByText('GraphQL').closest('li')).toHaveTextContent(/^GraphQL$/);
  expect(screen.getByText('Matches 1/3 of your skills')).toBeInTheDocument();
  expect(screen.getByText('Open until Jan 31, 2027')).toBeInTheDocument();
});

it('names the missing required skills before sending, then applies with the note and shows the stage', async () => {
  let applied = false;
  const api = mockApi({
    'GET /api/jobs/:id': () =>
      dataAnswer(
        makeJobDetail(4, {
          missing_skills: ['GraphQL', 'Docker'],
          application: applied
            ? { id_application: 3, stage: 'applied', id_conversation: 77 }
            : null,
        }),
      ),
    'POST /api/jobs/:id/applications': () => {
      applied = true;
      return {
        status: 201,
        body: {
          status: 201,
          message: 'Applied',
          data: { id_application: 3, id_conversation: 77, stage: 'applied' },
        },
      };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderAt(4);
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  const dialog = screen.getByRole('dialog', { name: 'Apply: Job 4' });
  expect(
    within(dialog).getByText(/Missing: GraphQL, Docker\. You can still send/),
  ).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Cover note (optional)'), 'I ship React daily.');
  await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

  expect(await screen.findByText('Applied')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await api.requests('POST /api/jobs/:id/applications')[0]!.json()).toEqual({
    note: 'I ship React daily.',
  });
  expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
    'href',
    '/chat/77',
  );
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
});

it("keeps a refusal (409) in the dialog in the server's words", async () => {
  mockApi({
    'GET /api/jobs/:id': dataAnswer(makeJobDetail(4, { missing_skills: [] })),
    'POST /api/jobs/:id/applications': {
      status: 409,
      body: { status: 409, message: 'You already applied to this job' },
    },
  });
  const user = userEvent.setup({ delay: null });
  renderAt(4);
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).queryByText(/Missing:/)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
  expect(await within(dialog).findByText('You already applied to this job')).toBeInTheDocument();
});

it('says a closed job is closed and offers similar open jobs', async () => {
  mockApi({
    'GET /api/jobs/:id': dataAnswer(
      makeJobDetail(4, {
        status: 'closed',
        similar: [makeJob(8, { title: 'React Developer' })],
      }),
    ),
  });
  renderAt(4);
  expect(await screen.findByText(/This job is closed/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  const similar = screen.getByRole('region', { name: 'Similar open jobs' });
  expect(within(similar).getByRole('link', { name: 'React Developer' })).toHaveAttribute(
    'href',
    '/jobs/8',
  );
});

it('lets a recruiter read a job without an Apply', async () => {
  mockApi({ 'GET /api/jobs/:id': dataAnswer(makeJobDetail(4, { match: null })) });
  renderAt(4, makeRecruiterUser());
  expect(await screen.findByRole('heading', { level: 1, name: 'Job 4' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
});

it('shows a not-found state for an unknown job', async () => {
  mockApi({
    'GET /api/jobs/:id': { status: 404, body: { status: 404, message: 'Job not found' } },
  });
  renderAt(999);
  expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See open jobs' })).toHaveAttribute('href', '/jobs');
});
