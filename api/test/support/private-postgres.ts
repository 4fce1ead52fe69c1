// A PostgreSQL cluster of the test's own (initdb into a temporary folder, its own port and socket
// folder), made with the machine's PostgreSQL 15 binaries, so a test may kill and restart it
// without touching the shared server. Run as the `postgres` user when the test runs as root
// (initdb refuses root).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function privatePostgresAvailable(): boolean {
  return existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** An immediate shutdown: like a crash (no checkpoint; recovery at the next start). */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

async function asPostgres(command: string, args: string[]): Promise<void> {
  const binary = path.join(PG_BIN, command);
  if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', binary, ...args]);
  else await run(binary, args);
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'peworld-private-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(group.trim()));
  }
  const dataDir = path.join(root, 'data');
  const port = 25_000 + Math.floor(Math.random() * 5_000);
  await asPostgres('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill: () => asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    start,
    async destroy() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(
        () => undefined,
      );
      await rm(root, { recursive: true, force: true });
    },
  };
}
