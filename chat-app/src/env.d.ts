// Set at build time by webpack's DefinePlugin (shared-ui/federation/webpack-app.ts) and by
// jest.config.cjs in tests: the container name and the version this build was released as.
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
