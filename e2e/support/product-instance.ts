// A private product instance (own port, own DATA_DIR) for specs that change what the whole
// server serves, such as which build of a remote /remotes.json points at: the shared instance
// of the run must not see that.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_RATE_LIMITS, REPO_ROOT } from './environment';

export interface ProductInstance {
  baseURL: string;
  dataDir: string;
  /** Runs `node scripts/<script> ...args` against this instance's DATA_DIR. */
  script(script: string, args: string[], env?: Record<string, string>): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20000 + Math.floor(Math.random() * 10000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 20000-29999');
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the product exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time:\n${output()}`);
}

/** Runs a repository script (release, remotes…) and returns its output; throws if it fails. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): string {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', script), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 15 * 60_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0)
    throw new Error(`scripts/${script} ${args.join(' ')} failed:\n${output}`);
  return output;
}

/** Like runScript, without blocking the test worker while a long build runs. */
export function runScriptAsync(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', script), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`scripts/${script} ${args.join(' ')} failed:\n${output.slice(-4000)}`)),
    );
  });
}

/** `extraEnv` adds to or overrides the instance's environment (e.g. SMTP_URL, rate limits). */
export async function startProductInstance(
  extraEnv: Record<string, string> = {},
): Promise<ProductInstance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peworld-e2e-instance-'));
  let log = '';
  // start-product.mjs gives the instance its own PostgreSQL database when DATABASE_URL is set.
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'e2e', 'support', 'start-product.mjs')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...E2E_RATE_LIMITS,
        ...extraEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseURL}/api/health`, child, 15 * 60_000, () => log);
  return {
    baseURL,
    dataDir,
    script: (script, args, env = {}) => runScript(script, args, { DATA_DIR: dataDir, ...env }),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
