import { renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpsPage } from './ops-page';

const remote = {
  folder: 'talent-app',
  name: 'talentApp',
  stable: '1.1.0',
  stableSource: 'pointer',
  previousStable: '1.0.0',
  canary: '1.2.0',
  canaryPercent: 10,
  revision: 3,
  updatedAt: '2026-11-29T10:00:00.000Z',
  updatedBy: 'ops@peworld.id',
  activePreviews: 0,
  versions: [
    {
      target: '1.1.0',
      role: 'stable',
      reachable: true,
      problem: null,
      version: '1.1.0',
      sharedUiRange: '^1.0.0',
      loadsLastHour: 120,
      failuresLastHour: 2,
      topFailureCode: 'RUNTIME-008',
    },
    {
      target: '1.2.0',
      role: 'canary',
      reachable: false,
      problem: '/remotes/talent-app/1.2.0 answered 404',
      version: null,
      sharedUiRange: null,
      loadsLastHour: 12,
      failuresLastHour: 12,
      topFailureCode: 'manifest-404',
    },
  ],
  available: { build: '1.0.0', releases: ['1.1.0', '1.2.0'] },
};

const history = [
  {
    id: 2,
    remote: 'talent-app',
    action: 'canary',
    from: '1.1.0',
    to: '1.2.0',
    canaryPercent: 10,
    actor: 'ops@peworld.id',
    note: 'try it',
    at: '2026-11-29T10:00:00.000Z',
  },
];

type Route = (init: RequestInit | undefined) => { status: number; body: unknown };

function serve(routes: Record<string, Route>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected ${key}`);
    const { status, body } = route(init);
    return new Response(JSON.stringify(body), { status });
  });
}

const ok = (data: unknown) => () => ({ status: 200, body: { status: 200, message: 'ok', data } });
const signedIn = {
  'GET /api/ops/session': ok({ email: 'ops@peworld.id', actor: 'ops@peworld.id', kind: 'session' }),
  'GET /api/ops/remotes': ok([remote]),
  'GET /api/ops/history?limit=30': ok(history),
};

afterEach(() => jest.restoreAllMocks());

describe('OpsPage', () => {
  it('asks a visitor without an ops session to sign in, and shows the remotes after', async () => {
    let session = false;
    serve({
      ...signedIn,
      'GET /api/ops/session': () =>
        session
          ? ok({ email: 'ops@peworld.id' })()
          : { status: 401, body: { status: 401, message: 'Sign in' } },
      'POST /api/ops/login': (init) => {
        const body = JSON.parse(String(init?.body));
        if (body.password !== 'right-password')
          return { status: 401, body: { status: 401, message: 'Email or password is incorrect' } };
        session = true;
        return ok({ email: 'ops@peworld.id', actor: 'ops@peworld.id' })();
      },
    });
    renderWithProviders(<OpsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Enter the email and password of an ops account.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ops@peworld.id');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or password is incorrect')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right-password{Enter}');
    expect(await screen.findByRole('heading', { name: /talent-app/ })).toBeInTheDocument();
  });

  it('shows each version with reachability, shared-ui range and the last hour, and the history', async () => {
    serve(signedIn);
    renderWithProviders(<OpsPage />);
    const card = await screen.findByRole('region', { name: /talent-app/ });
    expect(
      within(card).getByText(/120 page loads, 2 failures \(mostly RUNTIME-008\)/),
    ).toBeInTheDocument();
    expect(within(card).getByText('unreachable')).toBeInTheDocument();
    expect(within(card).getByText('/remotes/talent-app/1.2.0 answered 404')).toBeInTheDocument();
    expect(within(card).getByText(/shared-ui \^1\.0\.0/)).toBeInTheDocument();
    expect(screen.getByText(/talent-app/, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/by ops@peworld\.id — “try it”/)).toBeInTheDocument();
  });

  it('rolls back from the keyboard and says what changed; a refusal is shown as the server says it', async () => {
    const calls: string[] = [];
    serve({
      ...signedIn,
      'POST /api/ops/remotes/talent-app/rollback': () => {
        calls.push('rollback');
        return ok({
          changed: true,
          history: { ...history[0], id: 3, action: 'rollback', from: '1.1.0', to: '1.0.0' },
        })();
      },
      'POST /api/ops/remotes/talent-app/use': () => ({
        status: 422,
        body: { status: 422, message: 'Refused: the cors check failed: no CORS header' },
      }),
    });
    renderWithProviders(<OpsPage />);
    const card = await screen.findByRole('region', { name: /talent-app/ });
    within(card).getByRole('button', { name: 'Roll back' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('talent-app: rollback 1.1.0 → 1.0.0')).toBeInTheDocument();
    expect(calls).toEqual(['rollback']);

    await userEvent.type(
      within(card).getByLabelText('Version or manifest URL'),
      'https://cdn.example/m.json',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Use' }));
    expect(
      await screen.findByText('Refused: the cors check failed: no CORS header'),
    ).toBeInTheDocument();
  });

  it('checks the canary share before asking the server', async () => {
    const spy = serve(signedIn);
    renderWithProviders(<OpsPage />);
    const card = await screen.findByRole('region', { name: /talent-app/ });
    await userEvent.selectOptions(within(card).getByLabelText('Action'), 'canary');
    await userEvent.type(within(card).getByLabelText('Version or manifest URL'), '1.2.0');
    await userEvent.clear(within(card).getByLabelText('Share of visitors (%)'));
    await userEvent.type(within(card).getByLabelText('Share of visitors (%)'), '150');
    await userEvent.click(within(card).getByRole('button', { name: 'Start canary' }));
    expect(await within(card).findByText('A whole percentage from 1 to 100')).toBeInTheDocument();
    await waitFor(() =>
      expect(spy.mock.calls.some(([url]) => String(url).includes('/canary'))).toBe(false),
    );
  });

  it('offers a retry when the remotes cannot be loaded', async () => {
    let fail = true;
    serve({
      ...signedIn,
      'GET /api/ops/remotes': () =>
        fail
          ? {
              status: 503,
              body: { status: 503, message: 'The service is temporarily unavailable' },
            }
          : ok([remote])(),
    });
    renderWithProviders(<OpsPage />);
    expect(await screen.findByText('The service is temporarily unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('region', { name: /talent-app/ })).toBeInTheDocument();
  });
});
