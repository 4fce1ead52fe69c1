import { findRemoteApp } from '@peworld/shared-ui/federation/remote-apps.cjs';
import {
  createAppConfig,
  resolveAppVersion,
  type WebpackArgv,
} from '@peworld/shared-ui/federation/webpack-app';
import federation from './module-federation.config';
import packageJson from './package.json';
import { routes } from './routes';

// Standalone on its dev port in development; in production a relocatable build (remoteEntry.js +
// mf-manifest.json) that the shell finds through /remotes.json.
export default (_env: unknown, argv: WebpackArgv) =>
  createAppConfig(
    {
      appDir: __dirname,
      federation,
      role: 'remote',
      version: resolveAppVersion(packageJson.version),
      devPort: findRemoteApp('talent-app')?.devPort ?? 3002,
      title: 'Peworld · talent',
      routes,
    },
    argv,
  );
