import { notificationKeys } from '@peworld/shared-ui';
import { paths } from '@peworld/shared-ui/paths';
import { makeRecruiterUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataAnswer, jobApplication, jobDetail } from '../testing/job-fixtures';
import JobApplicantsPage from './job-applicants-page';

function renderApplicants(id = 5) {
  return renderWithProviders(<JobApplicantsPage />, {
    route: paths.companyJob.getHref(id),
    path: paths.companyJob.path,
    user: makeRecruiterUser(),
  });
}

const noNotifications = { body: { status: 200, message: 'ok', data: [], unread: 0 } };

const louis = jobApplication();
const rina = jobApplication({
  id_application: 32,
  stage: 'interviewing',
  note: '',
  id_conversation: 14,
  talent: { ...jobApplication().talent, id_user: 9, full_name: 'Rina Wijaya' },
  contact: { email: 'rina@example.com', phone: '081211112222' },
});

/** The section of one stage, found by its heading ("Applied (1)"). */
function stage(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('job applicants page', () => {
  it('groups the applicants by stage, with note, links, and contact only once unlocked', async () => {
    mockApi({
      'GET /api/jobs/:id': dataAnswer(jobDetail()),
      'GET /api/company-jobs/:id/applications': dataAnswer([louis, rina]),
      'GET /api/notifications': noNotifications,
    });
    renderApplicants();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Developer (React)' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Applied (1)' });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Applied (1)', 'Interviewing (1)', 'Offered (0)', 'Hired (0)', 'Not a fit (0)']);

    const applied = stage(/^Applied/);
    expect(within(applied).getByRole('link', { name: 'Louis Tomlinson' })).toHaveAttribute(
      'href',
      '/home/profile-portofolio/7',
    );
    expect(within(applied).getByText(louis.note)).toBeInTheDocument();
    expect(
      within(applied).getByRole('link', { name: 'Conversation with Louis Tomlinson' }),
    ).toHaveAttribute('href', '/chat/12');
    expect(
      within(applied).getByText('Contact details show once you move the applicant past Applied.'),
    ).toBeInTheDocument();
    expect(
      within(applied).getByText('Matches the job’s skills: React, TypeScript'),
    ).toBeInTheDocument();

    const interviewing = stage(/^Interviewing/);
    expect(within(interviewing).getByRole('link', { name: 'rina@example.com' })).toHaveAttribute(
      'href',
      'mailto:rina@example.com',
    );
    expect(within(interviewing).getByText('081211112222')).toBeInTheDocument();
    expect(within(interviewing).getByText('No cover note')).toBeInTheDocument();
    expect(within(stage(/^Offered/)).getByText('Nobody at this stage')).toBeInTheDocument();
  });

  it('moves an applicant with the stage select (keyboard operable) and sends only the stage', async () => {
    const moved = {
      ...louis,
      stage: 'interviewing' as const,
      contact: { email: 'louis@example.com', phone: null },
    };
    const api = mockApi({
      'GET /api/jobs/:id': dataAnswer(jobDetail()),
      'GET /api/company-jobs/:id/applications': dataAnswer([louis]),
      'PUT /api/company-jobs/:id/applications/:applicationId': dataAnswer(moved),
      'GET /api/company-jobs': dataAnswer([]),
      'GET /api/notifications': noNotifications,
    });
    renderApplicants();
    const select = await screen.findByLabelText('Stage of Louis Tomlinson');
    select.focus();
    await userEvent.selectOptions(select, 'interviewing');
    await waitFor(() =>
      expect(api.requests('PUT /api/company-jobs/:id/applications/:applicationId')).toHaveLength(1),
    );
    const [request] = api.requests('PUT /api/company-jobs/:id/applications/:applicationId');
    expect(new URL(request!.url).pathname).toBe('/api/company-jobs/5/applications/31');
    expect(await request!.json()).toEqual({ stage: 'interviewing' });
    expect(await screen.findByText('Louis Tomlinson moved to Interviewing')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Interviewing (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Applied (0)' })).toBeInTheDocument();
    expect(
      within(stage(/^Interviewing/)).getByRole('link', { name: 'louis@example.com' }),
    ).toBeInTheDocument();
  });

  it('fetches the applicants again when the bell receives an application for this job', async () => {
    let notices: unknown[] = [];
    let applicants = [louis];
    mockApi({
      'GET /api/jobs/:id': dataAnswer(jobDetail()),
      'GET /api/company-jobs/:id/applications': () => dataAnswer(applicants),
      'GET /api/company-jobs': dataAnswer([]),
      'GET /api/notifications': () => ({
        body: { status: 200, message: 'ok', data: notices, unread: notices.length },
      }),
    });
    const { queryClient } = renderApplicants();
    await screen.findByRole('heading', { name: 'Applied (1)' });

    applicants = [
      louis,
      {
        ...louis,
        id_application: 40,
        talent: { ...louis.talent, id_user: 11, full_name: 'Sari Dewi' },
      },
    ];
    notices = [
      {
        id: 90,
        conversation_id: 20,
        kind: 'application_received',
        from_name: 'Sari Dewi',
        from_image: null,
        body: 'Applied to Frontend Developer (React)',
        subject: null,
        hire_status: null,
        application: {
          id_application: 40,
          id_job: 5,
          job_title: 'Frontend Developer (React)',
          stage: 'applied',
        },
        read: false,
        created_at: '2026-11-29T08:00:00.000Z',
      },
    ];
    // What the shell's live stream does when a message arrives: the bell's list refreshes.
    await act(() => queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
    expect(await screen.findByRole('heading', { name: 'Applied (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sari Dewi' })).toBeInTheDocument();
  });

  it('says when nobody has applied yet', async () => {
    mockApi({
      'GET /api/jobs/:id': dataAnswer(jobDetail()),
      'GET /api/company-jobs/:id/applications': dataAnswer([]),
      'GET /api/notifications': noNotifications,
    });
    renderApplicants();
    expect(await screen.findByText('Nobody has applied yet')).toBeInTheDocument();
  });

  it('shows a load error of the applicants with a retry', async () => {
    let calls = 0;
    mockApi({
      'GET /api/jobs/:id': dataAnswer(jobDetail()),
      'GET /api/company-jobs/:id/applications': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { status: 403, message: 'Only recruiter accounts can do this.' } }
          : dataAnswer([louis]);
      },
      'GET /api/notifications': noNotifications,
    });
    renderApplicants();
    expect(await screen.findByText('Could not load the applicants')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { name: 'Applied (1)' })).toBeInTheDocument();
  });

  it("shows another company's job as not found, without its applicants", async () => {
    const api = mockApi({
      'GET /api/jobs/:id': dataAnswer(jobDetail({ id_company: 99 })),
      'GET /api/company-jobs/:id/applications': {
        status: 404,
        body: { status: 404, message: 'Not found' },
      },
      'GET /api/notifications': noNotifications,
    });
    renderApplicants();
    expect(
      await screen.findByText('This job opening does not exist or is not your company’s.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Applied/ })).not.toBeInTheDocument();
    expect(api.requests('GET /api/jobs/:id')).toHaveLength(1);
  });

  it('says so when the job does not exist', async () => {
    mockApi({
      'GET /api/jobs/:id': { status: 404, body: { status: 404, message: 'Not found' } },
      'GET /api/company-jobs/:id/applications': {
        status: 404,
        body: { status: 404, message: 'Not found' },
      },
      'GET /api/notifications': noNotifications,
    });
    renderApplicants(99);
    expect(
      await screen.findByText('This job opening does not exist or is not your company’s.'),
    ).toBeInTheDocument();
  });
});
