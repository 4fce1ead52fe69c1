import {
  mockRemotesJson,
  registerRemotesMock,
  resetFederation,
  TEST_REMOTE_URLS,
  TEST_REMOTES_JSON,
} from '../testing/federation-mock';
import { parseRemotesManifest } from './remotes-manifest';
import { refreshRemotes, whenRemotesRegistered } from './start-federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

beforeEach(() => resetFederation());

describe('remotes.json registration', () => {
  it('registers every remote of /remotes.json with its manifest URL, fetched uncached', async () => {
    const fetchSpy = mockRemotesJson();
    await expect(whenRemotesRegistered()).resolves.toEqual(TEST_REMOTE_URLS);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock.mock.calls[0]![0]).toEqual([
      { name: 'authRemote', entry: '/remotes/auth-remote/1.0.0/mf-manifest.json' },
      { name: 'talentApp', entry: '/remotes/talent-app/1.0.0/mf-manifest.json' },
      { name: 'employerApp', entry: '/remotes/employer-app/1.0.0/mf-manifest.json' },
      { name: 'chatApp', entry: '/remotes/chat-app/1.0.0/mf-manifest.json' },
    ]);
  });

  it('registers once for all the pages that ask', async () => {
    mockRemotesJson();
    await Promise.all([whenRemotesRegistered(), whenRemotesRegistered(), whenRemotesRegistered()]);
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch instead of remembering the failure', async () => {
    mockRemotesJson({ message: 'down' }, 503);
    await expect(whenRemotesRegistered()).rejects.toThrow('/remotes.json answered 503');
    expect(registerRemotesMock).not.toHaveBeenCalled();

    mockRemotesJson({ talentApp: 'https://cdn.example/talent/mf-manifest.json' });
    await expect(whenRemotesRegistered()).resolves.toEqual({
      talentApp: 'https://cdn.example/talent/mf-manifest.json',
    });
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'talentApp', entry: 'https://cdn.example/talent/mf-manifest.json' },
    ]);
  });
});

describe('refreshRemotes', () => {
  it('re-registers, with force, only the remotes whose URL changed', async () => {
    mockRemotesJson();
    await whenRemotesRegistered();
    mockRemotesJson({
      ...TEST_REMOTES_JSON,
      talentApp: '/remotes/talent-app/1.1.0/mf-manifest.json',
    });
    await refreshRemotes();
    expect(registerRemotesMock).toHaveBeenCalledTimes(2);
    expect(registerRemotesMock).toHaveBeenLastCalledWith(
      [{ name: 'talentApp', entry: '/remotes/talent-app/1.1.0/mf-manifest.json' }],
      { force: true },
    );
  });

  it('leaves the runtime alone when nothing changed', async () => {
    mockRemotesJson();
    await whenRemotesRegistered();
    await refreshRemotes();
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  });
});

describe('parseRemotesManifest', () => {
  it('keeps known remotes with a URL and drops the rest', () => {
    expect(
      parseRemotesManifest({
        talentApp: ' /remotes/talent-app/1.1.0/mf-manifest.json ',
        employerApp: '',
        authRemote: 42,
        someoneElse: 'https://evil.example/m.json',
      }),
    ).toEqual({ talentApp: '/remotes/talent-app/1.1.0/mf-manifest.json' });
  });

  it.each([null, [], 'remotes', 3])('rejects %p', (value) => {
    expect(() => parseRemotesManifest(value)).toThrow('not a JSON object');
  });
});
