// A throw-away product instance for measurements (`npm run size`, `npm run bench:web`):
// scripts/start.mjs on a free port with its own DATA_DIR, stopped and removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exitOf, spawnPrefixed, waitForHttp } from './processes.mjs';
import { ROOT } from './workspace.mjs';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export async function startProduct({ prefix = 'peworld-size-' } = {}) {
  const port = String(await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const child = spawnPrefixed('start', process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const url = `http://127.0.0.1:${port}`;
  // A first run builds the frontends: allow for it.
  await waitForHttp(`${url}/api/health`, { child, timeoutMs: 900_000 });
  const stop = async () => {
    child.kill('SIGTERM');
    await exitOf(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}
