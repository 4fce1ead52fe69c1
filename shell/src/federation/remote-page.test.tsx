import { CHUNK_TIMEOUT_MS } from '@peworld/shared-ui';
import { makeTalentUser, renderWithProviders } from '@peworld/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../app/router';
import {
  loadRemoteMock,
  mockRemotes,
  mockRemotesJson,
  registerPluginsMock,
  resetFederation,
} from '../testing/federation-mock';
import { offlineFallbackPlugin } from './offline-fallback-plugin';
import { RemotePage } from './remote-page';
import { remoteVersionPlugin } from './remote-versions';
import { startFederation } from './start-federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

beforeEach(() => {
  resetFederation();
  mockRemotesJson();
  mockRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('shows a skeleton while the page loads, then the page', async () => {
    let resolve!: (module: unknown) => void;
    loadRemoteMock.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    renderWithProviders(<RemotePage id="talentApp/CompanyListPage" />);
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
    await act(async () => resolve({ default: () => <h1>Companies</h1> }));
    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeInTheDocument();
  });

  it('turns a failed load into "This section is unavailable", and Retry loads it again', async () => {
    mockRemotes({
      'talentApp/CompanyListPage': () => Promise.reject(new Error('Loading chunk 42 failed')),
    });
    renderWithProviders(<RemotePage id="talentApp/CompanyListPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section is unavailable');

    mockRemotes();
    const fetchSpy = mockRemotesJson();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'remote page talentApp/CompanyListPage' }),
    ).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    // The retry read /remotes.json again, in case ops pointed the remote at another build.
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('reports a failed load to the API with the build this page registered', async () => {
    mockRemotes({
      'talentApp/CompanyListPage': () => Promise.reject(new Error('ScriptNetworkError: down')),
    });
    const fetchSpy = mockRemotesJson();
    renderWithProviders(<RemotePage id="talentApp/CompanyListPage" />);
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith('/api/remote-failures', expect.anything()),
    );
    const call = fetchSpy.mock.calls.find(([url]) => url === '/api/remote-failures')!;
    expect(JSON.parse((call[1] as RequestInit).body as string)).toMatchObject({
      remote: 'talentApp',
      entry: '/remotes/talent-app/1.0.0/mf-manifest.json',
      phase: 'load',
    });
  });

  it("shows the offline plugin's stand-in module as unavailable too", async () => {
    const plugin = offlineFallbackPlugin();
    const standIn = await plugin.errorLoadRemote!({
      id: 'employerApp/HirePage',
      error: new Error('remoteEntry.js 404'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    });
    mockRemotes({ 'employerApp/HirePage': async () => standIn });
    renderWithProviders(<RemotePage id="employerApp/HirePage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable');
  });

  it('gives up on a load that hangs for the chunk time-out', async () => {
    jest.useFakeTimers();
    try {
      mockRemotes({ 'talentApp/TalentEditPage': () => new Promise(() => undefined) });
      renderWithProviders(<RemotePage id="talentApp/TalentEditPage" />);
      expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks the mounted page with the remote build that served it', async () => {
    const plugin = remoteVersionPlugin();
    await plugin.afterLoadManifest!({
      manifestUrl: '/remotes/talent-app/2.0.0/mf-manifest.json',
      moduleInfo: { name: 'talentApp', entry: '/remotes/talent-app/2.0.0/mf-manifest.json' },
      manifestJson: { metaData: { buildInfo: { buildVersion: '2.0.0' } } } as never,
      origin: {} as never,
    });
    renderWithProviders(<RemotePage id="talentApp/CompanyProfilePage" />);
    const heading = await screen.findByRole('heading', {
      name: 'remote page talentApp/CompanyProfilePage',
    });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote-version', '2.0.0');
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'talentApp');
  });
});

describe('a broken remote inside the product', () => {
  beforeEach(() => {
    mockRemotes({
      'talentApp/CompanyListPage': () => Promise.reject(new Error('talentApp is down')),
    });
  });

  it('keeps the header working', async () => {
    renderWithProviders(<AppRoutes />, { route: '/home', user: makeTalentUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable');
    expect(screen.getByRole('banner')).toBeInTheDocument();

    // The header belongs to the shell: its chat link still leads to the chat remote's page.
    await userEvent.click(screen.getAllByRole('link', { name: 'Chat' })[0]!);
    expect(
      await screen.findByRole('heading', { name: 'remote page chatApp/ChatPage' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual([
      'talentApp/CompanyListPage',
      'chatApp/ChatPage',
    ]);
    // Two pages in one test: more than jest's default when the root config runs every project.
  }, 20_000);

  it('keeps the other remotes working', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/home/profile-portofolio/5',
      user: makeTalentUser(),
    });
    expect(
      await screen.findByRole('heading', { name: 'remote page employerApp/TalentProfilePage' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('startFederation', () => {
  it('registers the offline fallback and version plugins', () => {
    startFederation();
    expect(registerPluginsMock).toHaveBeenCalledTimes(1);
    const names = (registerPluginsMock.mock.calls[0]![0] ?? []).map((plugin) => plugin.name);
    expect(names).toEqual([
      'peworld-offline-fallback',
      'peworld-remote-versions',
      'peworld-remote-fetch',
    ]);
  });
});
