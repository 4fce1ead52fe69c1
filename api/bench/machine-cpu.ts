// The whole machine's busy CPU (/proc/stat), to tell what other jobs took during a bench window:
// on a shared machine a process's CPU a request follows its neighbours' load.
import { readFile } from 'node:fs/promises';

/**
 * The ms of all cores so far in a /proc/stat text (its first line, USER_HZ = 100 a second): busy
 * (user, nice, system, irq, softirq: with tick-based accounting a process's stime holds the
 * interrupt ticks that landed in it), idle (with iowait) and stolen by the host.
 */
export function machineMsOf(stat: string): { busy: number; idle: number; steal: number } {
  const cpu = stat.split('\n')[0]!.trim().split(/\s+/);
  if (cpu[0] !== 'cpu') throw new Error('not a /proc/stat text');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    cpu.slice(1).map(Number);
  return {
    busy: (user + nice + system + irq + softirq) * 10,
    idle: (idle + iowait) * 10,
    steal: steal * 10,
  };
}

/** Busy ms of all cores so far, steal counted as busy (the cores were not free for the bench). */
export function busyMsOf(stat: string): number {
  const { busy, steal } = machineMsOf(stat);
  return busy + steal;
}

/** utime + stime in ms of a /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat text. */
export function processCpuMsOf(stat: string): number {
  // Fields 14 and 15, counted after the parenthesized command name (which may hold spaces).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function machineBusyMs(): Promise<number> {
  return busyMsOf(await readFile('/proc/stat', 'utf8'));
}

/**
 * The share of the cores other jobs took over a window of `wallMs`: the machine's busy ms less
 * the ms the bench accounts for (`ownMs`: the API, the database's backends, the bench itself).
 */
export function otherJobsShare(
  machineMs: number,
  ownMs: number,
  wallMs: number,
  cores: number,
): number {
  return Math.max(0, (machineMs - ownMs) / (wallMs * cores));
}
