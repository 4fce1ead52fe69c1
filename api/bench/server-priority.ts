// The server under test (the API, or the ceiling) in a scheduling group of its own, ahead of the
// database's backends. The API answers on one thread: every search passes through its event loop
// twice, so that thread is the serial stage of the closed loop. On the bench's two shared cores
// Linux's autogroups put it in the load generator's group, at the same weight as PostgreSQL's
// backends together, and it waited on the run queue about as long as it ran (4.1-4.8 s per 10 s)
// while a tenth of the cores went idle. A deployment gives such a service its own CPU weight
// (its own cores, a container's CPU shares, systemd's CPUWeight); this is that, on one machine.
// BENCHMARKS.md, "The API's thread waits for a core".
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

/** Nice of the server's scheduling group unless BENCH_SERVER_NICE says otherwise. */
export const DEFAULT_SERVER_NICE = -10;

/** BENCH_SERVER_NICE read: unset is the default, `off` keeps the load generator's group. */
export function serverNiceOf(value: string | undefined): number | null {
  if (value === undefined || value === '') return DEFAULT_SERVER_NICE;
  if (value === 'off') return null;
  const nice = Number(value);
  if (/^-?\d+$/.test(value) && nice >= -20 && nice <= 19) return nice;
  throw new Error('BENCH_SERVER_NICE must be `off` or a whole number from -20 to 19');
}

const AUTOGROUPS = '/proc/sys/kernel/sched_autogroup_enabled';

/**
 * Gives `pid` (a child started in a session of its own, `detached`) the nice `nice`: of its
 * autogroup when the kernel groups by session, else of the process. Answers what was done, or
 * why not (no permission for a negative nice, no /proc): the run goes on either way.
 */
export async function prioritize(pid: number, nice: number): Promise<string> {
  try {
    const grouped = (await readFile(AUTOGROUPS, 'utf8').catch(() => '0')).trim() === '1';
    if (grouped) {
      await writeFile(`/proc/${pid}/autogroup`, String(nice));
      return `server under test in a scheduling group of its own, autogroup nice ${nice}`;
    }
    os.setPriority(pid, nice);
    return `server under test at nice ${nice}`;
  } catch (error) {
    const why = (error as Error).message;
    return `server under test NOT prioritized (${why}): it runs at the weight of the database's backends`;
  }
}
