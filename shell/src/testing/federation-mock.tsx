import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { clearRemotePageCache } from '../federation/load-remote-page';
import { clearLoadedRemotePages } from '../federation/remote-page';
import { clearFailureReports } from '../federation/report-remote-failure';
import type { RemoteModuleId } from '../federation/remotes';
import {
  getRouteTableState,
  resetRouteTableForTests,
  routeTableArrival,
} from '../federation/route-table-store';
import { resetFederationForTests, whenRemotesRegistered } from '../federation/start-federation';
import { resetFederationStartedForTests } from '../federation/federation-started';
import { resetStartWhenWantedForTests } from '../federation/start-when-wanted';
import { TEST_ROUTES } from './test-routes';

// Tests of code that loads remotes mock '@module-federation/enhanced/runtime' (jest.mock in the
// test file) and script it with these helpers: /remotes.json, and what loadRemote answers.

export const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
export const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
export const registerPluginsMock = registerPlugins as jest.MockedFunction<typeof registerPlugins>;

/** Container name → manifest URL, as /remotes.json names the builds. */
export const TEST_REMOTE_URLS = {
  authRemote: '/remotes/auth-remote/1.0.0/mf-manifest.json',
  talentApp: '/remotes/talent-app/1.0.0/mf-manifest.json',
  employerApp: '/remotes/employer-app/1.0.0/mf-manifest.json',
  chatApp: '/remotes/chat-app/1.0.0/mf-manifest.json',
};

/** /remotes.json: the builds, and under `routes` what each declares. */
export const TEST_REMOTES_JSON = { ...TEST_REMOTE_URLS, routes: TEST_ROUTES };

/** A remote page that says which exposed module it is. */
export function fakePage(id: string): ComponentType {
  return function FakeRemotePage() {
    return <h1>{`remote page ${id}`}</h1>;
  };
}

/** Every remote page loads as fakePage(id) unless `overrides` says otherwise. */
export function mockRemotes(
  overrides: Partial<Record<RemoteModuleId, () => Promise<unknown>>> = {},
) {
  loadRemoteMock.mockImplementation(async (id: string) => {
    const override = overrides[id as RemoteModuleId];
    if (override) return override();
    return { default: fakePage(id) };
  });
}

/** Serves /remotes.json (and nothing else) to fetch. */
export function mockRemotesJson(body: unknown = TEST_REMOTES_JSON, status = 200): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/remotes.json')) return new Response(JSON.stringify(body), { status });
    throw new Error(`unexpected fetch of ${url} in a test`);
  });
}

/** Forget registrations and loaded pages between tests, as a page reload would. */
export function resetFederation(): void {
  resetFederationForTests();
  resetStartWhenWantedForTests();
  resetFederationStartedForTests();
  resetRouteTableForTests();
  clearRemotePageCache();
  clearLoadedRemotePages();
  clearFailureReports();
}

/** What boot does (startFederation): /remotes.json read, remotes registered, route table out. */
export async function bootFederation(): Promise<void> {
  const arrival = routeTableArrival();
  await whenRemotesRegistered();
  if (!getRouteTableState().table) await arrival;
}
