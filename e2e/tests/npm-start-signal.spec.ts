import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/environment';

// `docker stop` (or any supervisor) signals only the main process. When that process is
// `npm start`, the SIGTERM must still reach the API so it drains and the whole product exits,
// instead of npm dying and leaving the API running (issue 13, graceful shutdown). The frontends
// are already built by the run's own product instance, so this start only opens the API.
test.setTimeout(240_000);

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('SIGTERM to `npm start` alone drains the API and ends every process', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peworld-signal-'));
  const port = 20000 + Math.floor(Math.random() * 10000);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  env.DATA_DIR = dataDir;
  env.LOG_LEVEL = 'info';
  // One JSON object a line: the API's pid is read from its log.
  env.LOG_FORMAT = 'json';
  // The embedded database, as `npm start` runs by default (no shared server state touched).
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const npm = spawn('npm', ['start'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let apiPid = 0;
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(
        async () => {
          const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
          return health?.status ?? 0;
        },
        { timeout: 180_000, intervals: [1000] },
      )
      .toBe(200);
    // An API call is logged (health checks are not); its line can reach this pipe after the
    // answer has arrived.
    expect((await fetch(`http://127.0.0.1:${port}/api/users?limit=1`)).status).toBe(200);
    await expect
      .poll(() => /"pid":(\d+)/.exec(output)?.[1] ?? '', { timeout: 10_000 })
      .not.toBe('');
    apiPid = Number(/"pid":(\d+)/.exec(output)?.[1]);
    expect(apiPid).toBeGreaterThan(0);
    expect(apiPid).not.toBe(npm.pid);

    npm.kill('SIGTERM');
    // The API drains for at most 8 s and start.mjs waits 9 s before a SIGKILL.
    const code = await Promise.race([
      exited(npm),
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000)),
    ]);
    expect(code, output.slice(-2000)).not.toBe('still running');
    expect(output).toContain('shutting down: finishing requests in flight');
    expect(isRunning(apiPid)).toBe(false);
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => 'refused')).toBe(
      'refused',
    );
  } finally {
    if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
    if (apiPid > 0 && isRunning(apiPid)) process.kill(apiPid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
