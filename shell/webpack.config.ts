import path from 'node:path';
import { API_DEV_PORT, SHELL_DEV_PORT } from '@peworld/shared-ui/federation/remote-apps.cjs';
import {
  createAppConfig,
  resolveAppVersion,
  type WebpackArgv,
} from '@peworld/shared-ui/federation/webpack-app';
import { serveDevRemotes } from './dev-remotes';
import federation from './module-federation.config';
import packageJson from './package.json';
import { createPrerenderConfig } from './prerender.config';

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${API_DEV_PORT}`;

const version = resolveAppVersion(packageJson.version);

/**
 * shared-ui's frame of a remote page (RemoteBoundary with its "unavailable" panel and Card, the
 * return path, the page-title store) in one chunk. A guest's `/` does not use it (shared-ui's
 * `sideEffects` keeps it out of the core chunk), and without this group each of the chunks that
 * do (the route composition, the shared-ui contract check, shared-ui's index) would carry its
 * own copy, all three fetched by a login page or a deep link.
 */
const SHARED_UI_FRAME_CHUNK = {
  test: /[\\/]shared-ui[\\/]src[\\/](federation[\\/]remote-(boundary|unavailable)|components[\\/]card[\\/]card|session[\\/]return-path|hooks[\\/]use-page-title)\.tsx?$/,
  name: 'shared-ui-frame',
  chunks: 'async',
  enforce: true,
} as const;

// The host: served at '/', owns the router; remotes come from /remotes.json at run time.
// A production build also pre-renders the first-visit pages once the browser build is written.
export default (_env: unknown, argv: WebpackArgv) => {
  const client = createAppConfig(
    {
      appDir: __dirname,
      federation,
      role: 'host',
      version,
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
  if (argv.mode === 'development') return client;
  client.optimization = {
    ...client.optimization,
    splitChunks: { cacheGroups: { sharedUiFrame: SHARED_UI_FRAME_CHUNK } },
  };
  const clientName = federation.name ?? 'shell';
  return [
    { ...client, name: clientName },
    createPrerenderConfig({
      clientName,
      distDir: path.join(__dirname, 'dist'),
      appName: clientName,
      appVersion: version,
      isProduction: true,
    }),
  ];
};
