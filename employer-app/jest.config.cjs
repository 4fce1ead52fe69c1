const preset = require('@peworld/shared-ui/jest-preset');
const packageJson = require('./package.json');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  rootDir: __dirname,
  displayName: 'employer-app',
  // Page tests type and wait like a person; on a busy shared 2-core machine 5 s is too tight.
  testTimeout: 20_000,
  // What webpack's DefinePlugin provides in a build.
  globals: { __APP_NAME__: 'employerApp', __APP_VERSION__: packageJson.version },
};
