import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeRecruiterUser,
  makeTalentUser,
  mockApi,
  renderWithProviders,
} from '@peworld/shared-ui/testing';
import { Header } from './header';

describe('Header', () => {
  it('offers Log in and Sign in when nobody is logged in', () => {
    renderWithProviders(<Header />);

    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/option-login');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/option-regist');
    expect(screen.getByRole('link', { name: 'Peworld home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('shows the find-job slot, notifications, chat and the account menu once logged in', async () => {
    renderWithProviders(<Header />, { user: makeTalentUser({ name: 'Budi Santoso' }) });

    // A talent finds work in the job list (issue 32).
    expect(screen.getByRole('link', { name: 'Find job' })).toHaveAttribute('href', '/jobs');
    // The bell, chat and account menu come with the logged-in chunk.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(
      screen.getByRole('button', { name: 'Account menu for Budi Santoso' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('labels the find slot for what a recruiter looks for', () => {
    renderWithProviders(<Header />, { user: makeRecruiterUser() });
    expect(screen.getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/home');
  });

  it('marks the chat icon as the current page on /chat', async () => {
    renderWithProviders(<Header />, { user: makeTalentUser(), route: '/chat' });
    expect(await screen.findByRole('link', { name: 'Chat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens a notifications panel with an empty state and closes it with Escape', async () => {
    mockApi({
      'GET /api/notifications': { body: { status: 200, message: 'ok', data: [], unread: 0 } },
    });
    const user = userEvent.setup();
    renderWithProviders(<Header />, { user: makeTalentUser() });
    const bell = await screen.findByRole('button', { name: 'Notifications' });

    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('shows the unread count on the bell and lists requests that open their conversation', async () => {
    const note = {
      id: 41,
      conversation_id: 7,
      kind: 'hire',
      from_name: 'PT Maju',
      from_image: null,
      body: 'We would love to talk',
      subject: 'Frontend role',
      hire_status: 'pending',
      read: false,
      created_at: new Date().toISOString(),
    };
    const api = mockApi({
      'GET /api/notifications': { body: { status: 200, message: 'ok', data: [note], unread: 2 } },
      'POST /api/notifications/read': { body: { status: 200, message: 'ok', unread: 0 } },
      'GET /api/notifications/settings': {
        body: { status: 200, message: 'ok', data: { email_hire_requests: true } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Header />, { user: makeTalentUser() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();

    await user.click(bell);
    const link = await screen.findByRole('link', { name: /PT Maju/ });
    expect(link).toHaveAttribute('href', '/chat/7');
    expect(link).toHaveTextContent('Hire request: Frontend role');
    expect(within(link).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: 'Email me new hire requests' }),
    ).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.requests('POST /api/notifications/read')).toHaveLength(1));
    expect(await api.requests('POST /api/notifications/read')[0]!.json()).toEqual({});
  });

  it('leads job application notifications to the job applicants page or the talent applications', async () => {
    const base = {
      conversation_id: 7,
      from_image: null,
      subject: null,
      hire_status: null,
      read: true,
      created_at: new Date().toISOString(),
    };
    const application = (stage: string) => ({
      id_application: 3,
      id_job: 9,
      job_title: 'React Developer',
      stage,
    });
    const notes = [
      {
        ...base,
        id: 43,
        kind: 'application_received',
        from_name: 'Rina Wijaya',
        body: 'Saya tertarik',
        application: application('applied'),
      },
      {
        ...base,
        id: 44,
        kind: 'application_stage',
        from_name: 'PT Maju',
        body: '',
        application: application('interviewing'),
      },
      {
        ...base,
        id: 45,
        kind: 'job_closed',
        from_name: 'PT Lain',
        body: '',
        application: application('applied'),
      },
    ];
    mockApi({
      'GET /api/notifications': { body: { status: 200, message: 'ok', data: notes, unread: 0 } },
      'GET /api/notifications/settings': {
        body: { status: 200, message: 'ok', data: { email_hire_requests: true } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Header />, { user: makeTalentUser() });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const received = await screen.findByRole('link', { name: /Rina Wijaya/ });
    expect(received).toHaveAttribute('href', '/home/jobs/9');
    expect(received).toHaveTextContent('Application: React Developer');
    const moved = screen.getByRole('link', { name: /PT Maju/ });
    expect(moved).toHaveAttribute('href', '/applications');
    expect(moved).toHaveTextContent('Application for React Developer: Interviewing');
    const closed = screen.getByRole('link', { name: /PT Lain/ });
    expect(closed).toHaveAttribute('href', '/applications');
    expect(closed).toHaveTextContent('Job closed: React Developer');
  });

  it("shows a recruiter's saved-search alerts in the bell, opening the talent's profile", async () => {
    const alert = {
      id: 5,
      kind: 'saved_search_match',
      saved_search_id: 2,
      saved_search_name: 'Elixir Bandung',
      id_user: 9,
      full_name: 'Rina Wijaya',
      img_profile: null,
      read: false,
      created_at: new Date().toISOString(),
    };
    const api = mockApi({
      'GET /api/notifications': { body: { status: 200, message: 'ok', data: [], unread: 0 } },
      'GET /api/saved-searches/alerts': {
        body: { status: 200, message: 'Alerts', data: [alert], unread: 1 },
      },
      'POST /api/saved-searches/alerts/read': { body: { status: 200, message: 'Marked read' } },
      'GET /api/notifications/recruiter-settings': {
        body: { status: 200, message: 'ok', data: { email_talent_answers: true } },
      },
      'PUT /api/notifications/recruiter-settings': {
        body: { status: 200, message: 'Saved!', data: { email_talent_answers: false } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Header />, { user: makeRecruiterUser() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const link = await screen.findByRole('link', { name: /Rina Wijaya/ });
    expect(link).toHaveAttribute('href', '/home/profile-portofolio/9');
    expect(link).toHaveTextContent('New match for “Elixir Bandung”');
    expect(screen.getByRole('link', { name: 'Saved searches' })).toHaveAttribute(
      'href',
      '/home/saved-searches',
    );

    const setting = await screen.findByRole('checkbox', {
      name: 'Email me when a talent answers while I am away',
    });
    await waitFor(() => expect(setting).toBeEnabled());
    expect(setting).toBeChecked();
    await user.click(setting);
    await waitFor(() =>
      expect(api.requests('PUT /api/notifications/recruiter-settings')).toHaveLength(1),
    );
    expect(await api.requests('PUT /api/notifications/recruiter-settings')[0]!.json()).toEqual({
      email_talent_answers: false,
    });

    await user.click(link);
    await waitFor(() =>
      expect(api.requests('POST /api/saved-searches/alerts/read')).toHaveLength(1),
    );
    expect(await api.requests('POST /api/saved-searches/alerts/read')[0]!.json()).toEqual({
      id: 5,
    });
  });

  it('closes the notifications panel on a click elsewhere', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { user: makeTalentUser() });

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('group', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find job' }));
    expect(screen.queryByRole('group', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
