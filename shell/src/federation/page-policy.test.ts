import {
  entryOutsidePolicy,
  rememberPageRemotes,
  reloadOnceFor,
  resetPagePolicyForTests,
  watchPagePolicy,
} from './page-policy';

const reload = jest.fn();

beforeEach(() => {
  resetPagePolicyForTests();
  window.sessionStorage.clear();
  reload.mockClear();
});

describe('the page policy follows /remotes.json', () => {
  it('flags a remote moved to an origin the page was not served for', () => {
    rememberPageRemotes({ talentApp: '/remotes/talent-app/1.0.0/mf-manifest.json' });
    expect(
      entryOutsidePolicy({ talentApp: '/remotes/talent-app/1.1.0/mf-manifest.json' }),
    ).toBeNull();
    expect(entryOutsidePolicy({ talentApp: 'https://cdn.example/talent/mf-manifest.json' })).toBe(
      'https://cdn.example/talent/mf-manifest.json',
    );
  });

  it('flags an origin the page blocked even if it was named at boot', () => {
    watchPagePolicy();
    rememberPageRemotes({ talentApp: 'https://cdn.example/talent/mf-manifest.json' });
    expect(
      entryOutsidePolicy({ talentApp: 'https://cdn.example/talent/mf-manifest.json' }),
    ).toBeNull();
    const event = new Event('securitypolicyviolation');
    Object.assign(event, { blockedURI: 'https://cdn.example/talent/mf-manifest.json' });
    document.dispatchEvent(event);
    expect(
      entryOutsidePolicy({ talentApp: 'https://cdn.example/talent/mf-manifest.json' }),
    ).not.toBeNull();
  });

  it('reloads once per entry, never in a loop', () => {
    expect(reloadOnceFor('https://cdn.example/talent/mf-manifest.json', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceFor('https://cdn.example/talent/mf-manifest.json', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
