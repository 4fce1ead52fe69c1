import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeRecruiterUser,
  makeTalentUser,
  mockApi,
  renderWithProviders,
  setTestLocale,
  type MockAnswer,
} from '@peworld/shared-ui/testing';
import { applyLiveMessage, useNotifications, type LiveMessageEvent } from '@peworld/shared-ui';
import { ChatPage } from './chat-page';

const TALENT = makeTalentUser({ id_user: 11 });
const now = new Date().toISOString();
const envelope = (extra: Record<string, unknown>) => ({ status: 200, message: 'ok', ...extra });

function message(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    conversation_id: 7,
    sender_id: 21,
    kind: 'text',
    body: `message ${id}`,
    hire_request_id: null,
    subject: null,
    hire_status: null,
    created_at: now,
    ...overrides,
  };
}

/** A `message` event of the live stream, as the server sends it. */
function liveMessage(overrides: Record<string, unknown>): LiveMessageEvent {
  const sent = message(Number(overrides.id), overrides);
  return { conversation_id: 7, message: sent as LiveMessageEvent['message'] };
}

function conversation(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    id_company: 21,
    id_user: 11,
    counterpart: {
      id: 21,
      role: 'recruiter',
      name: 'PT Maju',
      image: null,
      headline: 'Software',
      contact: null,
    },
    last_message: message(3),
    last_message_at: now,
    unread: 2,
    hire: {
      id: 5,
      subject: 'Frontend role',
      status: 'pending',
      decline_reason: null,
      created_at: now,
      expires_at: now,
    },
    ...overrides,
  };
}

const hireMessage = message(1, {
  kind: 'hire',
  body: 'We would love to talk',
  subject: 'Frontend role',
  hire_request_id: 5,
  hire_status: 'pending',
});

function thread(routes: Record<string, MockAnswer | ((r: Request) => MockAnswer)> = {}) {
  return mockApi({
    'GET /api/conversations': { body: envelope({ data: [conversation()], unread: 2 }) },
    'GET /api/conversations/:id': { body: envelope({ data: conversation() }) },
    'GET /api/conversations/:id/messages': {
      body: envelope({
        data: [
          hireMessage,
          message(2, { body: 'See https://example.com/job. <b>not bold</b>' }),
          message(3, { sender_id: 11, body: 'Thanks!' }),
        ],
        next_cursor: null,
      }),
    },
    'POST /api/conversations/:id/read': {
      body: envelope({ data: { conversation_id: 7, last_read_id: 3 } }),
    },
    'GET /api/notifications': { body: envelope({ data: [], unread: 0 }) },
    ...routes,
  });
}

/**
 * The shell's bell as far as this test needs it: the unread count it shows, read from the same
 * shared-ui query (the header lives in the shell, this page in its own remote).
 */
function UnreadCountProbe() {
  const unread = useNotifications().data?.unread;
  return <output aria-label="unread count">{unread ?? 'unknown'}</output>;
}

/** Conversation 7 opened by the talent, with a user-event session to type in it. */
function openThreadAsTalent() {
  const user = userEvent.setup();
  const { queryClient } = renderWithProviders(<ChatPage />, {
    user: TALENT,
    route: '/chat/7',
    path: '/chat/:conversationId',
  });
  return { user, queryClient };
}

const findComposer = () => screen.findByRole('textbox', { name: 'Message to PT Maju' });

describe('ChatPage', () => {
  afterEach(() => setTestLocale('en'));

  it('lists conversations with the counterpart, last message, status and unread count', async () => {
    thread();
    renderWithProviders(<ChatPage />, { user: TALENT, route: '/chat', path: '/chat' });
    const row = await screen.findByRole('link', { name: /PT Maju/ });
    expect(row).toHaveAttribute('href', '/chat/7');
    expect(row).toHaveTextContent('message 3');
    expect(row).toHaveTextContent('Pending');
    expect(within(row).getByLabelText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No conversation selected' })).toBeInTheDocument();
  });

  it('announces the list while it loads as a named status (a plain div may not carry a name)', () => {
    mockApi({ 'GET /api/conversations': () => new Promise<MockAnswer>(() => undefined) });
    renderWithProviders(<ChatPage />, { user: TALENT, route: '/chat', path: '/chat' });
    expect(screen.getByRole('status', { name: 'Loading conversations' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows the empty state when there are no conversations yet', async () => {
    mockApi({ 'GET /api/conversations': { body: envelope({ data: [], unread: 0 }) } });
    renderWithProviders(<ChatPage />, { user: makeRecruiterUser(), route: '/chat', path: '/chat' });
    expect(
      await screen.findByText('No conversations yet — conversations start from hire requests'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/home');
  });

  it('shows an error with a retry when the list fails', async () => {
    mockApi({
      'GET /api/conversations': { status: 400, body: { status: 400, message: 'Bad things' } },
    });
    renderWithProviders(<ChatPage />, { user: TALENT, route: '/chat', path: '/chat' });
    expect(await screen.findByText('Bad things')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens a thread by URL: messages as text with safe links, the request card, and marks it read', async () => {
    const api = thread();
    renderWithProviders(<ChatPage />, {
      user: TALENT,
      route: '/chat/7',
      path: '/chat/:conversationId',
    });
    expect(await screen.findByRole('heading', { name: 'PT Maju' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByRole('separator', { name: 'Today' })).toBeInTheDocument();
    expect(within(log).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    const link = within(log).getByRole('link', { name: 'https://example.com/job' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    const card = within(log).getByRole('article', { name: 'Hire request: Frontend role' });
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests('POST /api/conversations/:id/read')).toHaveLength(1));
  });

  it('shows a job application as a card named after the job, and its stage move and closing as lines', async () => {
    const application = (stage: string) => ({
      id_application: 3,
      id_job: 9,
      job_title: 'React Developer',
      stage,
    });
    thread({
      'GET /api/conversations/:id/messages': {
        body: envelope({
          data: [
            message(2, {
              kind: 'application_received',
              body: 'Saya sudah 3 tahun memakai React.',
              application: application('applied'),
            }),
            message(3, {
              kind: 'application_stage',
              sender_id: 11,
              body: '',
              application: application('interviewing'),
            }),
            message(4, {
              kind: 'job_closed',
              sender_id: 11,
              body: '',
              application: application('interviewing'),
            }),
          ],
          next_cursor: null,
        }),
      },
    });
    openThreadAsTalent();
    const log = await screen.findByRole('log', { name: 'Messages' });
    const card = await within(log).findByRole('article', {
      name: 'Application: React Developer',
    });
    expect(card).toHaveTextContent('Saya sudah 3 tahun memakai React.');
    expect(
      within(log).getByText('Application for React Developer: Interviewing'),
    ).toBeInTheDocument();
    expect(within(log).getByText('Job closed: React Developer')).toBeInTheDocument();
  });

  it("says an application without a note in the reader's language, an old row's English sentence too", async () => {
    const application = (id: number, title: string) => ({
      id_application: id,
      id_job: id,
      job_title: title,
      stage: 'applied',
    });
    thread({
      'GET /api/conversations/:id/messages': {
        body: envelope({
          data: [
            message(2, {
              kind: 'application_received',
              body: '',
              application: application(3, 'React Developer'),
            }),
            message(3, {
              kind: 'application_received',
              body: 'Applied to Vue Developer',
              application: application(4, 'Vue Developer'),
            }),
          ],
          next_cursor: null,
        }),
      },
    });
    renderWithProviders(<ChatPage />, {
      user: TALENT,
      route: '/chat/7',
      path: '/chat/:conversationId',
      locale: 'id',
    });
    const log = await screen.findByRole('log', { name: 'Pesan' });
    const fresh = await within(log).findByRole('article', { name: 'Lamaran: React Developer' });
    expect(fresh).toHaveTextContent('Melamar ke React Developer, tanpa catatan pengantar.');
    const old = within(log).getByRole('article', { name: 'Lamaran: Vue Developer' });
    expect(old).toHaveTextContent('Melamar ke Vue Developer, tanpa catatan pengantar.');
    expect(old).not.toHaveTextContent('Applied to');
  });

  it('accepts a request and declines with a reason through PATCH /api/hire/:id', async () => {
    const bodies: unknown[] = [];
    thread({
      'PATCH /api/hire/:id': async (request: Request) => {
        bodies.push(await request.json());
        return {
          body: envelope({
            data: {
              conversation_id: 7,
              message: message(9, { kind: 'status', hire_status: 'accepted', sender_id: 11 }),
              hire: { ...conversation().hire, status: 'accepted' },
            },
          }),
        };
      },
    } as never);
    const { user } = openThreadAsTalent();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Not now');
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(bodies).toEqual([{ action: 'decline', reason: 'Not now' }]));
  });

  it('sends with Enter, keeps Shift+Enter as a new line, refuses empty messages', async () => {
    let resolveSend: (answer: MockAnswer) => void = () => undefined;
    const api = thread({
      'POST /api/conversations/:id/messages': () =>
        new Promise<MockAnswer>((resolve) => {
          resolveSend = resolve;
        }) as never,
    } as never);
    const { user } = openThreadAsTalent();
    const input = await findComposer();
    expect(input).toHaveAttribute('placeholder', 'Type message...');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(input, '   {Enter}');
    expect(api.requests('POST /api/conversations/:id/messages')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('Line one\nline two');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const sent = api.requests('POST /api/conversations/:id/messages');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ body: 'Line one\nline two' });

    resolveSend({
      status: 201,
      body: {
        status: 201,
        message: 'ok',
        data: message(10, { sender_id: 11, body: 'Line one\nline two' }),
      },
    });
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.getByText(/Line one/)).toBeInTheDocument();
  });

  it('shows a sent message once, without waiting for the list and bell to refresh', async () => {
    let listCalls = 0;
    thread({
      // The first list answers; the refetch after the send never does.
      'GET /api/conversations': () => {
        listCalls += 1;
        return listCalls === 1
          ? { body: envelope({ data: [conversation()], unread: 2 }) }
          : (new Promise<MockAnswer>(() => undefined) as never);
      },
      'POST /api/conversations/:id/messages': {
        status: 201,
        body: {
          status: 201,
          message: 'ok',
          data: message(12, { sender_id: 11, body: 'Only once please' }),
        },
      },
    } as never);
    const { user } = openThreadAsTalent();
    await user.type(await findComposer(), 'Only once please{Enter}');
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByText('Only once please')).toHaveLength(1);
    expect(listCalls).toBeGreaterThan(1);
  });

  it('shows a sent message once when the live stream brings it before the send is answered', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const sent = message(12, { sender_id: 11, body: 'Faster than the answer' });
    thread({
      'POST /api/conversations/:id/messages': () =>
        new Promise<MockAnswer>((resolve) => (answer = resolve)) as never,
    } as never);
    const { user, queryClient } = openThreadAsTalent();
    await user.type(await findComposer(), '  Faster than the answer {Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Sending…')).toBeInTheDocument();

    act(() => {
      void applyLiveMessage(queryClient, liveMessage(sent), TALENT.id_user);
    });
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(log).getAllByText('Faster than the answer')).toHaveLength(1);

    act(() => answer({ status: 201, body: { status: 201, message: 'ok', data: sent } }));
    await waitFor(() => expect(within(log).getAllByText('Faster than the answer')).toHaveLength(1));
    expect(within(log).queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('keeps a failed message with the reason and sends it again on Retry', async () => {
    let attempts = 0;
    thread({
      'POST /api/conversations/:id/messages': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 429, body: { status: 429, message: 'You are sending messages too fast.' } }
          : {
              status: 201,
              body: {
                status: 201,
                message: 'ok',
                data: message(11, { sender_id: 11, body: 'Hello' }),
              },
            };
      },
    } as never);
    const { user } = openThreadAsTalent();
    await user.type(await findComposer(), 'Hello{Enter}');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Not sent: You are sending messages too fast.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(attempts).toBe(2);
  });

  it('speaks Indonesian: labels, status lines, day separator and counts', async () => {
    setTestLocale('id');
    thread({
      'GET /api/conversations/:id/messages': {
        body: envelope({
          data: [
            hireMessage,
            message(2, { kind: 'status', hire_status: 'declined', body: 'Sudah ada tawaran' }),
            message(3, { sender_id: 11, body: 'Terima kasih!' }),
          ],
          next_cursor: null,
        }),
      },
    });
    const { user } = openThreadAsTalent();
    const input = await screen.findByRole('textbox', { name: 'Pesan untuk PT Maju' });
    expect(input).toHaveAttribute('placeholder', 'Tulis pesan...');
    const log = screen.getByRole('log', { name: 'Pesan' });
    expect(within(log).getByRole('separator', { name: 'Hari ini' })).toBeInTheDocument();
    expect(
      within(log).getByText('PT Maju menolak tawaran kerja', { exact: false }),
    ).toBeInTheDocument();
    expect(within(log).getByText('Sudah ada tawaran').tagName).toBe('Q');
    expect(
      within(log).getByRole('article', { name: 'Tawaran kerja: Frontend role' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('2 belum dibaca')).toBeInTheDocument();
    await user.click(input);
    await user.paste('x'.repeat(2001));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Pesan paling banyak 2.000 karakter');
    expect(screen.getByText('2.001 / 2.000')).toBeInTheDocument();
  });

  it('refuses a message over 2,000 characters at the field', async () => {
    thread();
    const { user } = openThreadAsTalent();
    const input = await findComposer();
    await user.click(input);
    await user.paste('x'.repeat(2001));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Message must be at most 2,000 characters');
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
  });

  it('says so when the conversation belongs to others', async () => {
    thread({
      'GET /api/conversations/:id': {
        status: 403,
        body: { status: 403, message: 'Only the two participants can open this conversation' },
      },
    });
    renderWithProviders(<ChatPage />, {
      user: TALENT,
      route: '/chat/7',
      path: '/chat/:conversationId',
    });
    expect(
      await screen.findByRole('heading', { name: 'Not your conversation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only the two participants can open this conversation'),
    ).toBeInTheDocument();
  });

  it('/chat?with= opens the existing conversation with that account', async () => {
    thread();
    renderWithProviders(<ChatPage />, { user: TALENT, route: '/chat?with=21', path: '/chat' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/chat/7');
  });

  it("/chat?with= a company without a conversation lets a talent write first ('Apply')", async () => {
    const api = thread({
      'GET /api/company/:id': {
        body: envelope({
          result: { id_company: 30, name_company: 'PT Baru', img_company: null },
        }),
      },
      'POST /api/conversations': {
        status: 201,
        body: { status: 201, message: 'ok', data: conversation({ id: 12 }) },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatPage />, { user: TALENT, route: '/chat?with=30', path: '/chat' });
    expect(await screen.findByRole('heading', { name: 'Apply to PT Baru' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'First message to PT Baru' }),
      'I would like to join{Enter}',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/chat/12');
    expect(await api.requests('POST /api/conversations')[0]!.json()).toEqual({
      id_company: 30,
      body: 'I would like to join',
    });
  });

  describe('stays in step while refetches are still on their way', () => {
    const never = () => new Promise<MockAnswer>(() => undefined) as never;
    /** The list answers once; every refetch after that hangs, as on a slow network. */
    function listOnce() {
      let calls = 0;
      return () => {
        calls += 1;
        return calls === 1 ? { body: envelope({ data: [conversation()], unread: 2 }) } : never();
      };
    }

    it("moves the list's status chip and the request card with the talent's answer", async () => {
      thread({
        'GET /api/conversations': listOnce(),
        'PATCH /api/hire/:id': {
          body: envelope({
            data: {
              conversation_id: 7,
              message: message(9, { kind: 'status', hire_status: 'accepted', sender_id: 11 }),
              hire: { ...conversation().hire, status: 'accepted' },
            },
          }),
        },
      } as never);
      const user = userEvent.setup();
      renderWithProviders(<ChatPage />, {
        user: TALENT,
        route: '/chat/7',
        path: '/chat/:conversationId',
      });
      const row = await screen.findByRole('link', { name: /PT Maju.*message 3/ });
      expect(row).toHaveTextContent('Pending');
      const log = screen.getByRole('log', { name: 'Messages' });
      await user.click(await within(log).findByRole('button', { name: 'Accept' }));

      await waitFor(() => expect(row).toHaveTextContent('Accepted'));
      expect(row).not.toHaveTextContent('Pending');
      const card = within(log).getByRole('article', { name: 'Hire request: Frontend role' });
      expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    });

    it("moves the list's status chip when the other side's answer arrives live", async () => {
      thread({ 'GET /api/conversations': listOnce() } as never);
      const { queryClient } = renderWithProviders(<ChatPage />, {
        user: TALENT,
        route: '/chat',
        path: '/chat',
      });
      const row = await screen.findByRole('link', { name: /PT Maju/ });
      expect(row).toHaveTextContent('Pending');

      act(() => {
        void applyLiveMessage(
          queryClient,
          liveMessage({
            id: 9,
            kind: 'status',
            body: 'PT Maju withdrew the hire request',
            hire_request_id: 5,
            hire_status: 'withdrawn',
          }),
          TALENT.id_user,
        );
      });

      await waitFor(() => expect(row).toHaveTextContent('Withdrawn'));
      expect(row).not.toHaveTextContent('Pending');
    });

    it('never counts a message on the bell that arrives in the open thread', async () => {
      // The server's count: the new message is unread until the thread marks it read.
      let stored = false;
      let readAfterStore = false;
      const api = thread({
        'GET /api/notifications': () => ({
          body: envelope({ data: [], unread: stored && !readAfterStore ? 1 : 0 }),
        }),
        // The read is stored when its answer leaves the server, a moment after it arrived.
        'POST /api/conversations/:id/read': async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (stored) readAfterStore = true;
          return { body: envelope({ data: { conversation_id: 7, last_read_id: 3 } }) };
        },
      } as never);
      const { queryClient } = renderWithProviders(
        <>
          <UnreadCountProbe />
          <ChatPage />
        </>,
        { user: TALENT, route: '/chat/7', path: '/chat/:conversationId' },
      );
      const log = await screen.findByRole('log', { name: 'Messages' });
      await waitFor(() => expect(api.requests('POST /api/conversations/:id/read')).toHaveLength(1));
      const bell = screen.getByRole('status', { name: 'unread count' });
      await waitFor(() => expect(bell).toHaveTextContent('0'));
      const counts: string[] = [];
      const watcher = new MutationObserver(() => counts.push(bell.textContent ?? ''));
      watcher.observe(bell, { characterData: true, childList: true, subtree: true });
      const notificationsBefore = api.requests('GET /api/notifications').length;

      stored = true;
      act(() => {
        void applyLiveMessage(
          queryClient,
          liveMessage({ id: 20, body: 'Are you free tomorrow?' }),
          TALENT.id_user,
        );
      });
      expect(await within(log).findByText('Are you free tomorrow?')).toBeInTheDocument();
      await waitFor(() => expect(api.requests('POST /api/conversations/:id/read')).toHaveLength(2));
      // The counts are refreshed (after the read), and none of them showed the message.
      await waitFor(() =>
        expect(api.requests('GET /api/notifications').length).toBeGreaterThan(notificationsBefore),
      );
      await act(async () => Promise.resolve());
      watcher.disconnect();
      expect(counts.filter((count) => count !== '0')).toEqual([]);
      expect(bell).toHaveTextContent('0');
    });
  });
});
