// shared-ui tests run with the same preset the apps use, so the preset is tested too.
/** @type {import('jest').Config} */
module.exports = {
  ...require('./src/testing/jest-preset.cjs'),
  rootDir: __dirname,
  displayName: 'shared-ui',
  // The build helpers under federation/ (font files, html) are tested here too.
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/federation/**/*.test.ts'],
};
