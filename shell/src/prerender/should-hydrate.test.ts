import { shouldHydrate } from './should-hydrate';

describe('shouldHydrate', () => {
  it('hydrates the pre-rendered page of this path for a visitor without a login', () => {
    expect(
      shouldHydrate({
        prerenderedPath: '/user-login',
        currentPath: '/user-login',
        isLoggedIn: false,
      }),
    ).toBe(true);
    expect(shouldHydrate({ prerenderedPath: '/', currentPath: '/', isLoggedIn: false })).toBe(true);
    expect(
      shouldHydrate({
        prerenderedPath: '/comp-login',
        currentPath: '/comp-login/',
        isLoggedIn: false,
      }),
    ).toBe(true);
  });

  it('renders afresh for a stored login (the HTML shows the logged-out header)', () => {
    expect(shouldHydrate({ prerenderedPath: '/', currentPath: '/', isLoggedIn: true })).toBe(false);
  });

  it('renders afresh when #root is empty or holds another path', () => {
    expect(shouldHydrate({ prerenderedPath: undefined, currentPath: '/', isLoggedIn: false })).toBe(
      false,
    );
    expect(shouldHydrate({ prerenderedPath: '/', currentPath: '/home', isLoggedIn: false })).toBe(
      false,
    );
  });
});
