// The shell's first load imports only '@peworld/shared-ui/core': it must not pull the API
// client or the query layer in (issue 12: nothing only logged-in pages need loads on /).
jest.mock('ky', () => {
  throw new Error('core must not load ky');
});
jest.mock('@tanstack/react-query', () => {
  throw new Error('core must not load TanStack Query');
});
// Nor react-intl: the landing's precompiled text is formatted by i18n/format-light.ts, and
// react-intl comes with the index or when a component needs it (docs/decisions/057-i18n.md).
jest.mock('react-intl', () => {
  throw new Error('core must not load react-intl');
});
jest.mock('openapi-fetch', () => {
  throw new Error('core must not load the typed API client');
});

describe('@peworld/shared-ui/core', () => {
  it('loads without ky, the typed API client, TanStack Query or react-intl', () => {
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
