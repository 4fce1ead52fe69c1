import { render } from '@testing-library/react';
import {
  isOfflineFallback,
  offlineFallbackPlugin,
  unavailableCause,
} from './offline-fallback-plugin';

const origin = {} as never;

describe('offlineFallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('answers a failed load with a stand-in page that fails where it is mounted', async () => {
    const error = new Error('ScriptExternalLoadError: remoteEntry.js');
    const module = await offlineFallbackPlugin().errorLoadRemote!({
      id: 'talentApp/CompanyListPage',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin,
    });
    expect(isOfflineFallback(module)).toBe(true);
    if (!isOfflineFallback(module)) return;
    expect(unavailableCause(module)).toBe(error);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = module.default;
    expect(() => render(<Page />)).toThrow(error);
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
    'lets %s failures run on to onLoad (no stand-in there)',
    async (lifecycle) => {
      const answer = await offlineFallbackPlugin().errorLoadRemote!({
        id: '/remotes/talent-app/1.0.0/mf-manifest.json',
        error: new Error('404'),
        from: 'runtime',
        lifecycle,
        origin,
      });
      expect(answer).toBeUndefined();
    },
  );

  it('does not mistake an ordinary module for a stand-in', () => {
    expect(isOfflineFallback({ default: () => null })).toBe(false);
    expect(isOfflineFallback(null)).toBe(false);
  });
});
