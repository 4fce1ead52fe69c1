import { mockRemotesJson, resetFederation } from '../testing/federation-mock';
import {
  clearFailureReports,
  failureCode,
  FAILURE_REPORT_URL,
  reportRemoteFailure,
} from './report-remote-failure';
import { markLoadFailure } from './load-failure-mark';
import { RemoteManifestError, RemoteNoAnswerError } from './remote-fetch-plugin';
import { whenRemotesRegistered } from './start-federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

beforeEach(() => {
  resetFederation();
  clearFailureReports();
});
afterEach(() => jest.restoreAllMocks());

function reports(spy: jest.SpyInstance) {
  return spy.mock.calls
    .filter(([url]) => url === FAILURE_REPORT_URL)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

describe('reportRemoteFailure', () => {
  it('tells the API which build failed, how and on which page, once per page and code', async () => {
    const spy = mockRemotesJson();
    await whenRemotesRegistered();
    window.history.pushState({}, '', '/home');
    const error = new Error('[ Federation Runtime ]: RUNTIME-008 failed to load remoteEntry');
    markLoadFailure(error);
    reportRemoteFailure('talentApp', error);
    reportRemoteFailure('talentApp', error);
    expect(reports(spy)).toEqual([
      {
        remote: 'talentApp',
        entry: '/remotes/talent-app/1.0.0/mf-manifest.json',
        code: 'RUNTIME-008',
        phase: 'load',
        page: '/home',
        message: error.message,
      },
    ]);
    reportRemoteFailure('talentApp', new TypeError('x is undefined'));
    expect(reports(spy)[1]).toMatchObject({ code: 'TypeError', phase: 'render' });
  });

  it('sends nothing for a remote this page never registered', () => {
    const spy = jest.spyOn(globalThis, 'fetch');
    reportRemoteFailure('employerApp', new Error('x'));
    expect(spy).not.toHaveBeenCalled();
  });
});

it.each([
  [new RemoteManifestError('u', 404), 'manifest-404'],
  [new RemoteNoAnswerError('u'), 'no-answer'],
  [
    Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }),
    'ChunkLoadError',
  ],
  [new Error('plain'), 'error'],
  ['a string', 'error'],
])('failureCode(%p) is %s', (error, code) => {
  expect(failureCode(error)).toBe(code);
});
