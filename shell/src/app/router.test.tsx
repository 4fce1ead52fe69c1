import type { SessionUser } from '@peworld/shared-ui';
import {
  pageTitleStore,
  readReturnPath,
  rememberReturnPath,
  sessionStore,
} from '@peworld/shared-ui/core';
import { makeRecruiterUser, makeTalentUser, renderWithProviders } from '@peworld/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import {
  loadRemoteMock,
  mockRemotes,
  mockRemotesJson,
  resetFederation,
  TEST_REMOTES_JSON,
} from '../testing/federation-mock';
import { composeRouteTable } from '../federation/route-table';
import { TEST_ROUTES } from '../testing/test-routes';
import { remotePageForPath } from './remote-page-for-path';
import { AppRoutes } from './router';
import { SHELL_PATHS } from './shell-paths';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderApp(route: string, user: SessionUser | null = null) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route, user },
  );
}

beforeEach(() => {
  resetFederation();
  mockRemotesJson();
  mockRemotes();
});

describe('guards and redirects', () => {
  it.each([
    '/home',
    '/user-edit',
    '/comp-edit',
    '/hire-page/4',
    '/home/profile-comp/2',
    '/chat',
    '/search-mobile',
  ])('sends a visitor without a stored login from %s to the landing page', async (route) => {
    renderApp(route);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), {
      timeout: 5000,
    });
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it.each([
    '/option-login',
    '/user-login',
    '/comp-regist',
    '/reset-password',
    '/confirm-password-login',
  ])('sends a logged-in visitor from %s to /home', async (route) => {
    renderApp(route, makeTalentUser());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(
      await screen.findByRole('heading', { name: 'remote page talentApp/CompanyListPage' }),
    ).toBeInTheDocument();
  });

  describe('coming back after login', () => {
    it('brings a link opened logged out (/chat/7 from the hire e-mail) back after login', async () => {
      renderApp('/chat/7?from=mail');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(readReturnPath()).toBe('/chat/7?from=mail');
    });

    it('sends the visitor to the remembered page once they log in, then forgets it', async () => {
      rememberReturnPath('/home/profile-portofolio/3');
      renderApp('/comp-login');
      await screen.findByRole('heading', { name: 'remote page authRemote/CompanyLoginPage' });
      act(() => sessionStore.getState().login(makeRecruiterUser()));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/home/profile-portofolio/3'),
      );
      await waitFor(() => expect(readReturnPath()).toBeNull());
    });

    it('keeps nothing when the visitor logs out on a member page', async () => {
      renderApp('/chat/7', makeRecruiterUser());
      await screen.findByRole('heading', { name: 'remote page chatApp/ChatPage' });
      act(() => sessionStore.getState().clear());
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(readReturnPath()).toBeNull();
    });

    it('ignores a stored target on another site and goes to /home', async () => {
      window.sessionStorage.setItem('peworld:return-path', '//evil.example/phish');
      renderApp('/comp-login');
      await screen.findByRole('heading', { name: 'remote page authRemote/CompanyLoginPage' });
      act(() => sessionStore.getState().login(makeRecruiterUser()));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
    });
  });

  it('shows the auth remote page to a visitor without a login', async () => {
    renderApp('/comp-login');
    expect(
      await screen.findByRole('heading', { name: 'remote page authRemote/CompanyLoginPage' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/comp-login');
  });

  it('redirects an unknown path to /404 and shows the not-found page', async () => {
    renderApp('/no/such/page');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  });
});

describe('role switch', () => {
  it('gives a recruiter the employer remote on /home and /search-mobile', async () => {
    const { unmount } = renderApp('/home', makeRecruiterUser());
    expect(
      await screen.findByRole('heading', { name: 'remote page employerApp/TalentListPage' }),
    ).toBeInTheDocument();
    unmount();
    renderApp('/search-mobile', makeRecruiterUser());
    expect(
      await screen.findByRole('heading', { name: 'remote page employerApp/MobileSearchPage' }),
    ).toBeInTheDocument();
  });

  it('gives talent the talent remote on /home and /search-mobile', async () => {
    const { unmount } = renderApp('/home', makeTalentUser());
    expect(
      await screen.findByRole('heading', { name: 'remote page talentApp/CompanyListPage' }),
    ).toBeInTheDocument();
    unmount();
    renderApp('/search-mobile', makeTalentUser());
    expect(
      await screen.findByRole('heading', { name: 'remote page talentApp/MobileSearchPage' }),
    ).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).not.toContain('employerApp/TalentListPage');
  });

  it.each([
    ['/home/profile-portofolio/5', 'employerApp/TalentProfilePage'],
    ['/home/profile-comp/5', 'talentApp/CompanyProfilePage'],
    ['/hire-page/5', 'employerApp/HirePage'],
    ['/user-edit', 'talentApp/TalentEditPage'],
    ['/comp-edit', 'employerApp/CompanyEditPage'],
  ])('maps %s to %s', async (route, id) => {
    renderApp(route, makeRecruiterUser());
    expect(await screen.findByRole('heading', { name: `remote page ${id}` })).toBeInTheDocument();
  });
});

describe('routes the remotes declare', () => {
  const savedSearches = {
    path: '/home/saved-searches',
    access: 'recruiter' as const,
    page: 'SavedSearchesPage',
    title: { id: 'Pencarian tersimpan', en: 'Saved searches' },
  };

  it('opens a page the shell was never built with, as its remote declares it', async () => {
    mockRemotesJson({
      ...TEST_REMOTES_JSON,
      routes: { ...TEST_ROUTES, employerApp: [...TEST_ROUTES.employerApp, savedSearches] },
    });
    renderApp('/home/saved-searches', makeRecruiterUser());
    expect(
      await screen.findByRole('heading', { name: 'remote page employerApp/SavedSearchesPage' }),
    ).toBeInTheDocument();
    // Its title, in the page's language (the tests render in English).
    await waitFor(() => expect(document.title).toBe('Saved searches — Peworld'));
  });

  it("shows the name a page gives what it shows, instead of the route's title", async () => {
    renderApp('/home/profile-portofolio/3', makeRecruiterUser());
    await screen.findByRole('heading', { name: 'remote page employerApp/TalentProfilePage' });
    const routeTitle = document.title;
    expect(routeTitle).toMatch(/ — Peworld$/);
    // What usePageTitle('Rizky Pratama') does once the profile has arrived.
    act(() => pageTitleStore.setState({ title: 'Rizky Pratama' }));
    await waitFor(() => expect(document.title).toBe('Rizky Pratama — Peworld'));
    act(() => pageTitleStore.setState({ title: null }));
    await waitFor(() => expect(document.title).toBe(routeTitle));
  });

  it('sends talent from a recruiter-only route to /404', async () => {
    mockRemotesJson({
      ...TEST_REMOTES_JSON,
      routes: { ...TEST_ROUTES, employerApp: [...TEST_ROUTES.employerApp, savedSearches] },
    });
    renderApp('/home/saved-searches', makeTalentUser());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
  });

  it('is a 404 once the live build no longer declares it', async () => {
    renderApp('/home/saved-searches', makeRecruiterUser());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shows "unavailable" for an unknown URL while a remote\'s routes cannot be read', async () => {
    // employerApp's routes are not in /remotes.json and its manifest cannot be fetched.
    const { employerApp: _left, ...routes } = TEST_ROUTES;
    mockRemotesJson({ ...TEST_REMOTES_JSON, routes });
    renderApp('/home/saved-searches', makeRecruiterUser());
    expect(await screen.findByRole('alert')).toHaveTextContent(/unavailable/i);
    expect(screen.getByTestId('location')).toHaveTextContent('/home/saved-searches');
  });

  it('shows "unavailable" on a role route while the visitor\'s remote cannot be read', async () => {
    // talentApp's build is gone: /home is still employerApp's for recruiters, and it may well
    // be talentApp's for this talent once its build answers again.
    const { talentApp: _left, ...routes } = TEST_ROUTES;
    mockRemotesJson({ ...TEST_REMOTES_JSON, routes });
    renderApp('/home', makeTalentUser());
    expect(await screen.findByRole('alert')).toHaveTextContent(/unavailable/i);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it("Retry shows the page once the remote's routes can be read again", async () => {
    const { talentApp: _left, ...routes } = TEST_ROUTES;
    mockRemotesJson({ ...TEST_REMOTES_JSON, routes });
    renderApp('/home', makeTalentUser());
    const alert = await screen.findByRole('alert');
    // Ops point talentApp back at a build that answers.
    mockRemotesJson();
    within(alert)
      .getByRole('button', { name: /retry|coba lagi/i })
      .click();
    expect(
      await screen.findByRole('heading', { name: 'remote page talentApp/CompanyListPage' }),
    ).toBeInTheDocument();
  });

  it('reads the routes of a remote /remotes.json lacks from its own manifest', async () => {
    const { employerApp, ...routes } = TEST_ROUTES;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/remotes.json'))
        return new Response(JSON.stringify({ ...TEST_REMOTES_JSON, routes }));
      if (url === TEST_REMOTES_JSON.employerApp)
        return new Response(JSON.stringify({ metaData: { routes: employerApp } }));
      throw new Error(`unexpected fetch of ${url}`);
    });
    renderApp('/comp-edit', makeRecruiterUser());
    expect(
      await screen.findByRole('heading', { name: 'remote page employerApp/CompanyEditPage' }),
    ).toBeInTheDocument();
  });

  it('shows "unavailable" with Retry when /remotes.json cannot be read, and Retry recovers', async () => {
    mockRemotesJson({ message: 'down' }, 503);
    renderApp('/comp-edit', makeRecruiterUser());
    const alert = await screen.findByRole('alert');
    mockRemotesJson();
    within(alert)
      .getByRole('button', { name: /retry|coba lagi/i })
      .click();
    expect(
      await screen.findByRole('heading', { name: 'remote page employerApp/CompanyEditPage' }),
    ).toBeInTheDocument();
  });
});

describe('remotePageForPath', () => {
  const loggedOut = { isLoggedIn: false, role: null };
  const table = composeRouteTable(Object.entries(TEST_ROUTES) as never, SHELL_PATHS);
  it('knows which remote page a link leads to for this visitor', () => {
    expect(remotePageForPath(table, '/user-login', loggedOut)).toBe('authRemote/UserLoginPage');
    expect(remotePageForPath(table, '/home', loggedOut)).toBeNull();
    expect(remotePageForPath(table, '/home', { isLoggedIn: true, role: 'recruiter' })).toBe(
      'employerApp/TalentListPage',
    );
    expect(remotePageForPath(table, '/home', { isLoggedIn: true, role: 'talent' })).toBe(
      'talentApp/CompanyListPage',
    );
    expect(
      remotePageForPath(table, '/home/profile-comp/3', { isLoggedIn: true, role: 'talent' }),
    ).toBe('talentApp/CompanyProfilePage');
    expect(
      remotePageForPath(table, '/user-login', { isLoggedIn: true, role: 'talent' }),
    ).toBeNull();
    expect(remotePageForPath(table, '/chat/7', { isLoggedIn: true, role: 'talent' })).toBe(
      'chatApp/ChatPage',
    );
    expect(remotePageForPath(table, '/chat', loggedOut)).toBeNull();
    expect(remotePageForPath(table, '/404', { isLoggedIn: true, role: 'talent' })).toBeNull();
  });

  it('knows nothing before the route table has arrived', () => {
    expect(remotePageForPath(null, '/user-login', loggedOut)).toBeNull();
  });
});
