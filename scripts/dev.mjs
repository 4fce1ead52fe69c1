#!/usr/bin/env node
// `npm run dev`: the API (restarts on change) and the four dev servers with live reload, each
// on its own port, output prefixed by app. The shell's dev server proxies /api and /uploads to
// the API and serves a /remotes.json pointing at the remotes' dev servers. Ctrl-C stops all.
// Ports: shell 3000, remotes 3001-3003, API 4000; DEV_BASE_PORT / DEV_API_PORT move them.
import { join } from 'node:path';
import { exitOf, killOnExit, spawnPrefixed, waitForHttp } from './lib/processes.mjs';
import {
  API_DEV_PORT,
  REMOTE_APPS,
  ROOT,
  SHELL_DEV_PORT,
  TSX_CLI,
  WEBPACK_CLI,
} from './lib/workspace.mjs';

const host = process.env.DEV_HOST || '127.0.0.1';
const apiUrl = `http://${host}:${API_DEV_PORT}`;

const children = [
  spawnPrefixed('api', process.execPath, [TSX_CLI, 'watch', 'src/server.ts'], {
    cwd: join(ROOT, 'api'),
    env: { ...process.env, HOST: host, PORT: String(API_DEV_PORT) },
  }),
  ...['shell', ...REMOTE_APPS.map((app) => app.folder)].map((folder) =>
    spawnPrefixed(
      folder,
      process.execPath,
      ['--import', 'tsx', WEBPACK_CLI, 'serve', '--mode', 'development'],
      {
        cwd: join(ROOT, folder),
        env: { ...process.env, DEV_HOST: host, API_PROXY_TARGET: apiUrl },
      },
    ),
  ),
];
const stopAll = killOnExit(children);

// One process ending (a crash, a port in use) ends the session: a half-running stack misleads.
for (const child of children) {
  exitOf(child).then((code) => {
    if (process.exitCode === undefined) process.exitCode = code || 1;
    stopAll();
    setTimeout(() => process.exit(), 6000).unref();
  });
}

const shellUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${SHELL_DEV_PORT}`;
try {
  await Promise.all([
    waitForHttp(`${apiUrl}/api/health`, { timeoutMs: 300_000 }),
    waitForHttp(shellUrl, { timeoutMs: 300_000 }),
    ...REMOTE_APPS.map((app) =>
      waitForHttp(`http://${host}:${app.devPort}/mf-manifest.json`, { timeoutMs: 300_000 }),
    ),
  ]);
  console.log(`\n  Peworld (development) is running at ${shellUrl}\n`);
} catch (error) {
  console.error(
    `Development servers did not come up: ${error instanceof Error ? error.message : error}`,
  );
  stopAll();
}
