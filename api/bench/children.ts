// Child processes of the benches: a server script forked with tsx on a random loopback port,
// ready when it sends its first IPC message, stopped with {stop: true}. `nice` (not null) puts
// it in a scheduling group of its own with that nice (bench/server-priority.ts).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prioritize } from './server-priority.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const randomPort = () => 20_000 + Math.floor(Math.random() * 10_000);

export interface StartOptions {
  /** Nice of the child's scheduling group, or null to leave it in the bench's group. */
  nice: number | null;
  /** What prioritize() did (once per start). */
  onNote?: (note: string) => void;
  /** Extra node flags (e.g. --cpu-prof). */
  execArgv?: string[];
}

export function startChild(
  script: string,
  childEnv: Record<string, string>,
  options: StartOptions,
): Promise<{ child: ChildProcess; port: number }> {
  const port = randomPort();
  const child = fork(path.join(here, script), [], {
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    env: {
      ...process.env,
      ...childEnv,
      PORT: String(port),
      NODE_ENV: 'production',
      FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // A session of its own, so that it can have a scheduling group of its own.
    detached: options.nice !== null,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 120_000);
    child.once('message', () => {
      clearTimeout(timer);
      const prioritized =
        options.nice === null ? Promise.resolve(null) : prioritize(child.pid!, options.nice);
      void prioritized.then((note) => {
        if (note) options.onNote?.(note);
        resolve({ child, port });
      });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000);
    child.removeAllListeners('exit');
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ stop: true });
  });
}
