import type { DeclaredRoute, RouteAccess } from '@peworld/shared-ui/federation/remote-routes';
import { SHELL_PATHS } from '../app/shell-paths';
import { TEST_ROUTES } from '../testing/test-routes';
import type { RemoteName } from './remote-names';
import {
  claimFor,
  composeRouteTable,
  describeRefusal,
  matchComposedRoute,
  type DeclaredRoutes,
} from './route-table';
import {
  getRouteTableState,
  publishRemoteRoutes,
  resetRouteTableForTests,
} from './route-table-store';

const route = (path: string, access: RouteAccess, page: string): DeclaredRoute => ({
  path,
  access,
  page,
  title: { id: page, en: page },
});

const declared = (entries: Partial<Record<RemoteName, DeclaredRoute[]>>): DeclaredRoutes =>
  Object.entries(entries) as unknown as DeclaredRoutes;

describe('composeRouteTable', () => {
  it('composes every declared route, with the guard its access implies', () => {
    const table = composeRouteTable(declared(TEST_ROUTES), SHELL_PATHS);
    expect(table.refused).toEqual([]);
    const guardOf = (path: string) => table.routes.find((r) => r.path === path)?.guard;
    expect(guardOf('/user-login')).toBe('guest-only');
    expect(guardOf('/home')).toBe('logged-in');
    expect(guardOf('/hire-page/:id')).toBe('logged-in');
    expect(guardOf('/chat/:conversationId')).toBe('logged-in');
    // /home and /search-mobile: one route each, with a page per role.
    expect(table.routes).toHaveLength(18);
    expect(
      table.routes.find((r) => r.path === '/home')?.claims.map((c) => [c.access, c.page]),
    ).toEqual([
      ['talent', 'talentApp/CompanyListPage'],
      ['recruiter', 'employerApp/TalentListPage'],
    ]);
  });

  it('refuses a second claim on a path for the same visitors, keeping the earlier one', () => {
    const table = composeRouteTable(
      declared({
        talentApp: [route('/home/jobs', 'logged-in', 'JobsPage')],
        employerApp: [
          route('/home/jobs', 'recruiter', 'RecruiterJobsPage'),
          route('/home/jobs', 'logged-in', 'OtherJobsPage'),
        ],
      }),
      SHELL_PATHS,
    );
    expect(table.routes).toHaveLength(1);
    expect(table.routes[0]!.claims.map((c) => c.page)).toEqual(['talentApp/JobsPage']);
    expect(table.refused.map((r) => [r.page, r.keptBy])).toEqual([
      ['RecruiterJobsPage', 'talentApp'],
      ['OtherJobsPage', 'talentApp'],
    ]);
  });

  it('treats /a/:id and /a/:slug as the same route', () => {
    const table = composeRouteTable(
      declared({
        talentApp: [route('/company/:id', 'logged-in', 'A')],
        employerApp: [route('/company/:slug', 'logged-in', 'B')],
      }),
      SHELL_PATHS,
    );
    expect(table.refused).toEqual([
      { path: '/company/:slug', remote: 'employerApp', page: 'B', keptBy: 'talentApp' },
    ]);
  });

  it('lets two remotes share a path only for different roles', () => {
    const table = composeRouteTable(
      declared({
        talentApp: [route('/inbox', 'talent', 'A'), route('/guest', 'guest-only', 'G')],
        employerApp: [
          route('/inbox', 'recruiter', 'B'),
          route('/inbox', 'talent', 'C'),
          route('/guest', 'recruiter', 'H'),
        ],
      }),
      SHELL_PATHS,
    );
    expect(table.routes.find((r) => r.path === '/inbox')?.claims.map((c) => c.page)).toEqual([
      'talentApp/A',
      'employerApp/B',
    ]);
    expect(table.refused.map((r) => `${r.remote}/${r.page}`)).toEqual([
      'employerApp/C',
      'employerApp/H',
    ]);
  });

  it("refuses a remote's claim on a URL the shell owns", () => {
    const table = composeRouteTable(
      declared({ employerApp: [route('/404', 'logged-in', 'LostPage')] }),
      SHELL_PATHS,
    );
    expect(table.routes).toEqual([]);
    expect(describeRefusal(table.refused[0]!)).toBe(
      '[federation] route /404 of employerApp (LostPage) refused: the shell owns it',
    );
  });
});

describe('claimFor', () => {
  const table = composeRouteTable(declared(TEST_ROUTES), SHELL_PATHS);
  const home = table.routes.find((r) => r.path === '/home')!;

  it('picks the page of the visitor role; no stored role is the talent side (spec §2)', () => {
    expect(claimFor(home, 'recruiter')?.page).toBe('employerApp/TalentListPage');
    expect(claimFor(home, 'talent')?.page).toBe('talentApp/CompanyListPage');
    expect(claimFor(home, null)?.page).toBe('talentApp/CompanyListPage');
  });

  it('gives every visitor the page of a route for anyone logged in, and none of another role', () => {
    const edit = table.routes.find((r) => r.path === '/comp-edit')!;
    expect(claimFor(edit, 'talent')?.page).toBe('employerApp/CompanyEditPage');
    const recruiterOnly = composeRouteTable(
      declared({ employerApp: [route('/home/saved-searches', 'recruiter', 'Saved')] }),
      SHELL_PATHS,
    ).routes[0]!;
    expect(claimFor(recruiterOnly, 'talent')).toBeNull();
  });
});

describe('matchComposedRoute', () => {
  it('ranks a literal segment above a parameter, as the router does', () => {
    const table = composeRouteTable(
      declared({
        talentApp: [route('/home/:tab', 'logged-in', 'Tab')],
        employerApp: [route('/home/saved-searches', 'recruiter', 'Saved')],
      }),
      SHELL_PATHS,
    );
    expect(matchComposedRoute(table, '/home/saved-searches')?.path).toBe('/home/saved-searches');
    expect(matchComposedRoute(table, '/home/other')?.path).toBe('/home/:tab');
    expect(matchComposedRoute(table, '/nowhere')).toBeNull();
  });
});

describe('publishing the table', () => {
  beforeEach(() => resetRouteTableForTests());

  it('logs each refused claim once, loudly, and keeps serving the earlier claim', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const twice = declared({
      talentApp: [route('/home/jobs', 'logged-in', 'JobsPage')],
      employerApp: [route('/home/jobs', 'logged-in', 'OtherJobsPage')],
    });
    publishRemoteRoutes(twice);
    publishRemoteRoutes(twice);
    expect(error.mock.calls).toEqual([
      [
        '[federation] route /home/jobs of employerApp (OtherJobsPage) refused: talentApp claimed it first',
      ],
    ]);
    expect(getRouteTableState().table?.routes[0]?.claims[0]?.page).toBe('talentApp/JobsPage');
    error.mockRestore();
  });
});
