// The whole machine's busy CPU (/proc/stat), to tell what other jobs took during a bench window:
// on a shared machine a process's CPU a request follows its neighbours' load.
import { readFile } from 'node:fs/promises';

/**
 * Busy ms of all cores so far in a /proc/stat text: its first line's user, nice, system, irq,
 * softirq and steal (idle and iowait left out), in USER_HZ (100 a second).
 */
export function busyMsOf(stat: string): number {
  const cpu = stat.split('\n')[0]!.trim().split(/\s+/);
  if (cpu[0] !== 'cpu') throw new Error('not a /proc/stat text');
  const [user, nice, system, , , irq, softirq, steal] = cpu.slice(1).map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10
  );
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
