// shared-ui tests run with the same preset the apps use, so the preset is tested too.
/** @type {import('jest').Config} */
module.exports = {
  ...require('./src/testing/jest-preset.cjs'),
  rootDir: __dirname,
  displayName: 'shared-ui',
};
