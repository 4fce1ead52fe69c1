#!/usr/bin/env node
// `npm start`: the whole product on one port. Builds the four frontends for production when a
// build is missing or out of date (never installs anything), then starts the API serving them.
// Honours PORT, HOST and DATA_DIR like the API does.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  buildFrontend,
  buildStamp,
  isBuildStale,
  runLimited,
  withBuildLock,
  writeBuildStamp,
} from './lib/build.mjs';
import { killOnExit, spawnPrefixed, waitForHttp } from './lib/processes.mjs';
import { FRONTEND_FOLDERS, ROOT } from './lib/workspace.mjs';

if (!existsSync(join(ROOT, 'node_modules', 'webpack'))) {
  console.error('Dependencies are missing: run `npm ci` first (npm start installs nothing).');
  process.exit(1);
}

const started = Date.now();
await withBuildLock(
  async () => {
    const stale = FRONTEND_FOLDERS.filter(isBuildStale);
    if (stale.length === 0) {
      console.log('Frontend builds are up to date.');
      return;
    }
    // Each build keeps about one core busy (terser takes a second one): two at a time is
    // what a small machine handles without thrashing.
    const parallel = Math.max(1, Math.min(2, availableParallelism()));
    console.log(`Building ${stale.join(', ')} for production (${parallel} at a time)…`);
    try {
      await runLimited(
        stale.map((folder) => async () => {
          const stamp = buildStamp(folder);
          await buildFrontend(folder);
          writeBuildStamp(folder, stamp);
        }),
        parallel,
      );
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  },
  { onWait: (pid) => console.log(`Waiting for another build to finish (process ${pid})…`) },
);

const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '4000';
// The API is this process's direct child (node with the tsx loader, not the tsx CLI, which
// would stand in between and SIGKILL it when a signal is not acknowledged within 30 ms), so a
// SIGTERM to this process alone (docker stop) reaches it and it can drain. FASTIFY_AUTOLOAD_TYPESCRIPT
// lets @fastify/autoload load the .ts plugins.
const api = spawnPrefixed('api', process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: join(ROOT, 'api'),
  env: {
    ...process.env,
    HOST: host,
    PORT: port,
    FRONTENDS_DIR: ROOT,
    FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
  },
});
// The API drains for up to 8 s on SIGTERM (api/src/server.ts); SIGKILL only after that.
killOnExit([api], { graceMs: 9000 });
api.on('exit', (code) => process.exit(code ?? 1));

const shownHost =
  host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
const url = `http://${shownHost}:${port}`;
try {
  await waitForHttp(`${url}/api/health`, { child: api, timeoutMs: 180_000 });
} catch (error) {
  console.error(`The API did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`\n  Peworld is running at ${url}\n`);
