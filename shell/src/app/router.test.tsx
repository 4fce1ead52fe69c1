import type { SessionUser } from '@peworld/shared-ui';
import { makeRecruiterUser, makeTalentUser, renderWithProviders } from '@peworld/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import {
  loadRemoteMock,
  mockRemotes,
  mockRemotesJson,
  resetFederation,
} from '../testing/federation-mock';
import { AppRoutes, remotePageForPath } from './router';

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

describe('remotePageForPath', () => {
  const loggedOut = { isLoggedIn: false, role: null };
  it('knows which remote page a link leads to for this visitor', () => {
    expect(remotePageForPath('/user-login', loggedOut)).toBe('authRemote/UserLoginPage');
    expect(remotePageForPath('/home', loggedOut)).toBeNull();
    expect(remotePageForPath('/home', { isLoggedIn: true, role: 'recruiter' })).toBe(
      'employerApp/TalentListPage',
    );
    expect(remotePageForPath('/home', { isLoggedIn: true, role: 'talent' })).toBe(
      'talentApp/CompanyListPage',
    );
    expect(remotePageForPath('/home/profile-comp/3', { isLoggedIn: true, role: 'talent' })).toBe(
      'talentApp/CompanyProfilePage',
    );
    expect(remotePageForPath('/user-login', { isLoggedIn: true, role: 'talent' })).toBeNull();
    expect(remotePageForPath('/chat', { isLoggedIn: true, role: 'talent' })).toBeNull();
  });
});
