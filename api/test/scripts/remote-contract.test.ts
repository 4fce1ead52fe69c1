import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  contractProblems,
  renderRemoteTypes,
  type RemoteContract,
} from '../../../scripts/remote-contract/contract.ts';

// The compatibility check `npm test` runs (npm run remotes:contract -- --check): each remote,
// and its newest kept release, against the shared-ui the shell built now provides.

const remote = (overrides: Partial<RemoteContract> = {}): RemoteContract => ({
  folder: 'employer-app',
  name: 'employerApp',
  exposes: ['TalentListPage'],
  routeError: null,
  sharedUiRange: '^1.2.0',
  release: {
    version: '1.1.0',
    sharedUiRange: '^1.1.0',
    routes: [{ path: '/home', access: 'recruiter', page: 'TalentListPage' }],
    exposes: ['TalentListPage'],
  },
  ...overrides,
});

test('a remote and its release that fit the shell pass', () => {
  assert.deepEqual(contractProblems([remote(), remote({ release: null })], '1.2.0'), []);
});

test('a release needing a shared-ui range the shell does not satisfy fails, naming both', () => {
  const problems = contractProblems(
    [remote({ release: { ...remote().release!, sharedUiRange: '^2.0.0' } })],
    '1.2.0',
  );
  assert.deepEqual(problems, [
    'employer-app 1.1.0 (newest release) needs @peworld/shared-ui ^2.0.0, the shell provides 1.2.0',
  ]);
  // A shell whose shared-ui went to a new major no longer fits a remote built against 1.x.
  assert.match(
    contractProblems([remote()], '2.0.0')[0]!,
    /built against @peworld\/shared-ui \^1\.2\.0/,
  );
});

test('a route to a page the build does not expose fails', () => {
  const release = { ...remote().release!, exposes: ['HirePage'] };
  assert.deepEqual(contractProblems([remote({ release })], '1.2.0'), [
    'employer-app 1.1.0 (newest release) routes to TalentListPage, which it does not expose',
  ]);
  assert.deepEqual(
    contractProblems(
      [remote({ routeError: 'employerApp declares routes that cannot be served' })],
      '1.2.0',
    ),
    ['employer-app (employerApp): employerApp declares routes that cannot be served'],
  );
});

test('the generated types list every exposed page of every remote', () => {
  const types = renderRemoteTypes([
    remote({ name: 'talentApp', exposes: ['CompanyListPage', 'TalentEditPage'] }),
    remote(),
  ]);
  assert.match(types, /'talentApp\/CompanyListPage': RemotePageModule;/);
  assert.match(types, /'talentApp\/TalentEditPage': RemotePageModule;/);
  assert.match(types, /'employerApp\/TalentListPage': RemotePageModule;/);
  assert.match(types, /export type RemoteModuleId = keyof RemoteModules;/);
});
