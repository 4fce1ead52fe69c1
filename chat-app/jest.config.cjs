const preset = require('@peworld/shared-ui/jest-preset');
const packageJson = require('./package.json');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  rootDir: __dirname,
  displayName: 'chat-app',
  // What webpack's DefinePlugin provides in a build.
  globals: { __APP_NAME__: 'chatApp', __APP_VERSION__: packageJson.version },
};
