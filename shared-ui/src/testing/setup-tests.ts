// Runs after the test framework in every frontend package (via the preset).
import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { resetSessionStore } from './reset-session-store';

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

afterEach(() => {
  // Unmount first so no component reacts to the session reset below.
  cleanup();
  window.localStorage.clear();
  resetSessionStore();
});
