import { API_DEV_PORT, SHELL_DEV_PORT } from '@peworld/shared-ui/federation/remote-apps.cjs';
import {
  createAppConfig,
  resolveAppVersion,
  type WebpackArgv,
} from '@peworld/shared-ui/federation/webpack-app';
import { serveDevRemotes } from './dev-remotes';
import federation from './module-federation.config';
import packageJson from './package.json';

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${API_DEV_PORT}`;

// The host: served at '/', owns the router; remotes come from /remotes.json at run time.
export default (_env: unknown, argv: WebpackArgv) =>
  createAppConfig(
    {
      appDir: __dirname,
      federation,
      role: 'host',
      version: resolveAppVersion(packageJson.version),
      devPort: SHELL_DEV_PORT,
      title: 'Peworld — find talent, find work',
      devServer: {
        // One origin in dev as in production: the API's session cookie is SameSite=Lax.
        proxy: [{ context: ['/api', '/uploads'], target: apiTarget }],
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app?.get('/remotes.json', serveDevRemotes);
          return middlewares;
        },
      },
    },
    argv,
  );
