// The API as a separate process (`node --import tsx src/server.ts`, as `npm start` runs it), on
// a fresh database: PostgreSQL when DATABASE_URL is set (the caller may pass one), else PGlite in
// a temporary DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY = /Peworld API listening on (http:\/\/[^\s]+)/;

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Its DATA_DIR (the command line's ops socket lives there). */
  dataDir: string;
  /** Everything the process wrote (for failure messages). */
  output(): string;
  /** Resolves with the exit code (signal exits as 128 + n). */
  exited: Promise<number | null>;
  /** Kills it if still running and removes its data folder. */
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  /** A database for it ('' = PGlite in its own data folder). */
  databaseUrl: string;
  env?: Record<string, string>;
  /** Own process group, so a test can signal the whole group. */
  detached?: boolean;
}

export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'peworld-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    detached: options.detached ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_IP_MAX: '100000',
      RATE_LIMIT_GLOBAL_MAX: '1000000',
      RATE_LIMIT_PROFILE_WRITES_MAX: '1000000',
      ...options.env,
    },
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) =>
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : null)),
    ),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = READY.exec(log);
      if (match) {
        child.stdout!.off('data', onData);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => reject(new Error(`API exited (${code}) before listening:\n${log}`)));
  });
  return {
    child,
    url,
    dataDir,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
