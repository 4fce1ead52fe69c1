// Runs after the test framework in every frontend package (via the preset).
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { registerIntlRuntime } from '../i18n/intl-loader';
import { intlOf } from '../i18n/intl-runtime';
import { localeStore } from '../i18n/locale-store';
import { registerTestCatalogs } from './test-catalogs';
import { resetSessionStore } from './reset-session-store';

// findBy*/waitFor wait for what a page shows after its (mocked) data arrives. The first test of
// a file also pays for lazy chunks and a cold module graph, which on a busy 2-core CI machine
// took longer than Testing Library's default 1 s: give it room; a passing test is not slower.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout engine; components that ask about media queries get "no match".
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// react-intl formats every test's text (the product loads it with shared-ui's index; only a
// guest's first visit of / goes without it, see i18n/format-light.test.tsx).
registerIntlRuntime(intlOf);

// Components rendered bare find their package's catalogs; tests read English unless they
// switch (localeStore / renderWithProviders' `locale`).
const testPath = expect.getState().testPath ?? '';
beforeEach(() => {
  localeStore.setState({ locale: 'en' });
  registerTestCatalogs(testPath, 'en');
});

afterEach(() => {
  // Unmount first so no component reacts to the session reset below.
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSessionStore();
});
