// The shell's first load imports only '@peworld/shared-ui/core': it must not pull the API
// client or the query layer in (issue 12: nothing only logged-in pages need loads on /).
jest.mock('ky', () => {
  throw new Error('core must not load ky');
});
jest.mock('@tanstack/react-query', () => {
  throw new Error('core must not load TanStack Query');
});
jest.mock('openapi-fetch', () => {
  throw new Error('core must not load the typed API client');
});

describe('@peworld/shared-ui/core', () => {
  it('loads without ky, the typed API client or TanStack Query', () => {
    let core: Record<string, unknown> = {};
    expect(() => {
      jest.isolateModules(() => {
        core = jest.requireActual<Record<string, unknown>>('./core');
      });
    }).not.toThrow();
    expect(typeof core.useSession).toBe('function');
    expect(typeof core.ThemeRoot).toBe('function');
  });

  it('the guard above would notice: the full index does load them', () => {
    expect(() => {
      jest.isolateModules(() => {
        jest.requireActual('./index');
      });
    }).toThrow(/must not load/);
  });
});
