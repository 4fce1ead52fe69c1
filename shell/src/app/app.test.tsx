import { makeTalentUser, mockApi, resetSessionStore } from '@peworld/shared-ui/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore, useConversations } from '@peworld/shared-ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TEST_REMOTES_JSON } from '../testing/federation-mock';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

// The App as the product mounts it: no test QueryClient around it. Guest pages run without
// the query layer (issue 12); every part that uses queries must bring the client itself.
function routerAt(url: string) {
  return function TestRouter({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}

const envelope = (extra: Record<string, unknown>) => ({ status: 200, message: 'ok', ...extra });

afterEach(() => resetSessionStore());

describe('App without a QueryClient around it', () => {
  it('mounts the chat remote’s page inside the logged-in frame, with the product’s QueryClient', async () => {
    const user = makeTalentUser({ name: 'Budi Santoso' });
    sessionStore.getState().login(user);
    const api = mockApi({
      'GET /api/auth/me': { body: envelope({ result: { user } }) },
      'GET /api/conversations': { body: envelope({ data: [], unread: 0 }) },
      'GET /api/notifications': { body: envelope({ data: [], unread: 0 }) },
    });
    // /remotes.json is asked for by a relative URL, which the API mock does not take.
    const answerApi = api.spy.getMockImplementation()!;
    api.spy.mockImplementation(async (input, init) =>
      String(input).endsWith('/remotes.json')
        ? new Response(JSON.stringify(TEST_REMOTES_JSON), { status: 200 })
        : answerApi(input, init),
    );
    // The chat lives in chatApp: a page that reads the shared conversation cache stands in.
    jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
      default: function ChatRemotePage() {
        const conversations = useConversations();
        return <h1>{`${id}: ${conversations.data?.data.length ?? 'loading'} conversations`}</h1>;
      },
    }));
    render(<App router={routerAt('/chat')} />);

    expect(
      await screen.findByRole(
        'heading',
        { name: 'chatApp/ChatPage: 0 conversations' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // The header's and the mobile band's (jsdom applies no media queries).
    expect(
      await screen.findAllByRole(
        'button',
        { name: 'Account menu for Budi Santoso' },
        { timeout: 10_000 },
      ),
    ).toHaveLength(2);
    // The page grows from data after the first paint: the footer waits below the fold.
    expect(screen.getByRole('main')).toHaveStyle({ minHeight: '100vh' });
  }, 30_000);

  it('renders the landing page for a guest', async () => {
    mockApi({});
    render(<App router={routerAt('/')} />);
    expect(
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/option-login');
    // Pre-rendered at its final height: nothing is held, the footer stays in view.
    expect(screen.getByRole('main')).not.toHaveStyle({ minHeight: '100vh' });
  });
});
