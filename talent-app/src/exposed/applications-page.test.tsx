import { applicationKeys, paths } from '@peworld/shared-ui';
import {
  createTestQueryClient,
  makeTalentUser,
  mockApi,
  renderWithProviders,
} from '@peworld/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { dataAnswer, makeApplication, makeJob } from '../testing/job-fixtures';
import ApplicationsPage from './applications-page';

function renderPage(queryClient = createTestQueryClient(), locale?: 'id' | 'en') {
  return renderWithProviders(<ApplicationsPage />, {
    route: paths.applications.getHref(),
    path: paths.applications.path,
    user: makeTalentUser(),
    queryClient,
    ...(locale ? { locale } : {}),
  });
}

it('lists the applications with their stages and conversations, and shows a new stage once the live stream refreshes them', async () => {
  let stage: 'applied' | 'interviewing' = 'applied';
  mockApi({
    'GET /api/applications': () =>
      dataAnswer([
        makeApplication(1, { stage, job: makeJob(1, { title: 'Frontend Engineer' }) }),
        makeApplication(2, { stage: 'not_a_fit' }),
      ]),
  });
  const queryClient = createTestQueryClient();
  renderPage(queryClient);
  const list = await screen.findByRole('list', { name: 'My applications' });
  const [first, second] = Array.from(list.children) as HTMLElement[];
  expect(within(first!).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
    'href',
    '/jobs/1',
  );
  expect(within(first!).getByText('Applied')).toBeInTheDocument();
  expect(
    within(first!).getByRole('link', {
      name: 'Conversation with PT Awan Biru about Frontend Engineer',
    }),
  ).toHaveAttribute('href', '/chat/91');
  expect(within(second!).getByText('Not a fit')).toBeInTheDocument();

  // What the shell does on an `application.stage` event (applyLiveJobEvent): no reload.
  stage = 'interviewing';
  await act(() => queryClient.invalidateQueries({ queryKey: applicationKeys.all }));
  expect(await within(first!).findByText('Interviewing')).toBeInTheDocument();
});

it('leads a talent without applications to the jobs', async () => {
  mockApi({ 'GET /api/applications': dataAnswer([]) });
  renderPage(undefined, 'id');
  expect(
    await screen.findByRole('heading', { name: 'Kamu belum melamar lowongan' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cari lowongan' })).toHaveAttribute('href', '/jobs');
  expect(screen.getByRole('heading', { level: 1, name: 'Lamaran saya' })).toBeInTheDocument();
});

it('shows the server message with a retry when the list fails', async () => {
  mockApi({
    'GET /api/applications': { status: 500, body: { status: 500, message: 'Database is down' } },
  });
  renderPage();
  expect(await screen.findByText('Database is down')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
