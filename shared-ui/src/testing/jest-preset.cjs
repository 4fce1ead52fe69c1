// Jest preset shared by every frontend package (use `preset: '@peworld/shared-ui'`, or spread
// `require('@peworld/shared-ui/jest-preset')`). Paths are absolute because a preset's
// `<rootDir>` is the consuming package, not shared-ui.
//
// Network code: tests run in jsdom, and ./jsdom-environment.cjs lends jsdom Node's own
// fetch, Request, Response, Headers, streams and TextEncoder/TextDecoder, so ky works
// unchanged. Stub `globalThis.fetch` (jest.spyOn) to script answers. jsdom's own FormData,
// Blob and File are kept (so `new FormData(form)` and user-event uploads work), which means
// a FormData body cannot cross into Node's fetch: mock the endpoint file for upload flows.
const path = require('node:path');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  // Page tests type, wait for their message catalog and wait like a person; on a busy 2-core
  // machine jest's 5 s default is too tight for a whole journey.
  testTimeout: 20_000,
  transform: {
    '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), swcOptions],
    '^.+\\.mjs$': [require.resolve('@swc/jest'), swcOptions],
  },
  // ky, swiper, react-intl and friends ship ESM only: let swc turn them into CommonJS
  // (typebox: the tests that compare the forms' rules with the API's schemas read them).
  transformIgnorePatterns: [
    '/node_modules/(?!(ky|swiper|ssr-window|dom7|react-intl|@formatjs|intl-messageformat|typebox)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    // A catalog's first or later part is the whole catalog in tests (both parts together).
    '^(\\..*\\.json)\\?part=(first|later)$': '$1',
    '^swiper/css.*$': path.join(__dirname, 'style-mock.cjs'),
    '\\.(css|less|scss)$': path.join(__dirname, 'style-mock.cjs'),
    '\\.(png|jpe?g|gif|webp|avif|svg)$': path.join(__dirname, 'file-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.ts')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  clearMocks: true,
  restoreMocks: true,
};
