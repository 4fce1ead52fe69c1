import { paths } from '@peworld/shared-ui';
import {
  makeRecruiterUser,
  makeTalentUser,
  mockApi,
  renderWithProviders,
} from '@peworld/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileAnswer } from '../testing/fixtures';
import HirePage from './hire-page';

function renderHire(user = makeRecruiterUser()) {
  return renderWithProviders(<HirePage />, {
    route: paths.hirePage.getHref(7),
    path: paths.hirePage.path,
    user,
  });
}

function pendingHire(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    subject: 'Frontend role',
    message: 'Hi',
    id_company: 1,
    id_user: 7,
    name_company: 'Hiring Co',
    full_name: 'Louis Tomlinson',
    created_at: '2026-11-20T09:00:00.000Z',
    status: 'pending',
    decline_reason: null,
    conversation_id: 9,
    ...overrides,
  };
}
const noPendingHire = {
  status: 200,
  body: { status: 200, message: 'Hire requests found', data: [] },
};

describe('hire page', () => {
  it('warns before anything is typed when a request to this talent is still pending', async () => {
    const api = mockApi({
      'GET /api/users/:id': profileAnswer(),
      'GET /api/hire': {
        status: 200,
        body: { status: 200, message: 'Hire requests found', data: [pendingHire()] },
      },
    });
    renderHire();
    expect(
      await screen.findByText('A hire request to Louis Tomlinson is still waiting for an answer.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/“Frontend role”, sent Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/chat/9',
    );
    const asked = new URL(api.requests('GET /api/hire')[0]!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ id_user: '7', status: 'pending' });
  });

  it('shows no warning when nothing is pending', async () => {
    const api = mockApi({ 'GET /api/users/:id': profileAnswer(), 'GET /api/hire': noPendingHire });
    renderHire();
    await screen.findByRole('heading', { level: 1, name: 'Contact Louis Tomlinson' });
    await waitFor(() => expect(api.requests('GET /api/hire')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Open the conversation' })).not.toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    const api = mockApi({ 'GET /api/users/:id': profileAnswer(), 'GET /api/hire': noPendingHire });
    renderHire();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Louis Tomlinson' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('What this message is about')).toHaveAttribute(
      'placeholder',
      'Project',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('What this message is about')).toHaveAccessibleDescription(
      'Write what this message is about',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Write a message to the talent',
    );
    // Keyboard and screen-reader users land on the first field to fix.
    expect(screen.getByLabelText('What this message is about')).toHaveFocus();
    expect(screen.getByLabelText('What this message is about')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.requests('POST /api/hire')).toHaveLength(0);
  });

  it('shows the server refusal at the form and keeps what was typed', async () => {
    mockApi({
      'GET /api/users/:id': profileAnswer(),
      'POST /api/hire': {
        status: 409,
        body: {
          status: 409,
          message: 'You already have a pending request to this talent',
          errors: ['Say a little more'],
          fields: { message: 'Say a little more' },
        },
      },
    });
    renderHire();
    await userEvent.type(await screen.findByLabelText('What this message is about'), 'Projek web');
    await userEvent.type(screen.getByLabelText('Message'), 'Mau kerja bareng?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You already have a pending request to this talent'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Say a little more');
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(screen.getByLabelText('What this message is about')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('What this message is about')).toHaveValue('Projek web');
    expect(screen.getByLabelText('Message')).toHaveValue('Mau kerja bareng?');
  });

  it('sends subject, message and the talent id, says Saved! and opens the new conversation', async () => {
    const api = mockApi({
      'GET /api/users/:id': profileAnswer(),
      'GET /api/hire': noPendingHire,
      'POST /api/hire': {
        status: 201,
        body: { status: 201, message: 'Saved!', data: pendingHire({ conversation_id: 42 }) },
      },
    });
    renderHire();
    await userEvent.type(
      await screen.findByLabelText('What this message is about'),
      ' Projek web ',
    );
    await userEvent.type(screen.getByLabelText('Message'), 'Halo Louis');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/chat\/42$/);
    await waitFor(() => expect(api.requests('POST /api/hire')).toHaveLength(1));
    expect(await api.requests('POST /api/hire')[0]!.json()).toEqual({
      subject: 'Projek web',
      message: 'Halo Louis',
      id_user: 7,
    });
  });

  it('tells a talent this is for recruiters instead of showing a form the API would refuse', () => {
    const api = mockApi({});
    renderHire(makeTalentUser());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hire requests are for recruiters' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
  });
});
