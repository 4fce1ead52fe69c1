// Where the cores go during a measured window (BENCH_CPU=1 in bench/run.ts): the CPU time of the
// bench process (autocannon, the paced load and the writer all run in its main thread), the
// server under load (the API or the ceiling), the PostgreSQL backends of the bench database,
// PostgreSQL's background processes, the rest of the machine (/proc/stat less those: other jobs,
// kernel threads) and the idle and stolen time of the cores. Linux only.
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { machineMsOf, processCpuMsOf } from './machine-cpu.js';

type Group = 'bench' | 'server' | 'postgres' | 'postgres background';

export interface CpuSnapshot {
  at: number;
  /** CPU ms so far (utime + stime, all threads) of each process that belongs to a group. */
  processes: Map<number, { group: Group; ms: number }>;
  /** CPU ms so far of the main threads of the bench and of the server (their event loops). */
  mainThread: { bench: number; server: number };
  /** The machine's ms so far, all cores (bench/machine-cpu.ts). */
  machine: ReturnType<typeof machineMsOf>;
}

export function groupOf(
  pid: number,
  cmdline: string,
  serverPid: number,
  database: string,
): Group | null {
  if (pid === process.pid) return 'bench';
  if (pid === serverPid) return 'server';
  if (!cmdline.startsWith('postgres: ')) return null;
  // Backends: "postgres: 15/main: <user> <database> <address> <state>"; background processes
  // ("walwriter", "checkpointer", ...) have no address; other databases' backends are other jobs.
  const backend = /\d\)|\[local\]/.test(cmdline);
  if (!backend) return 'postgres background';
  return cmdline.includes(` ${database} `) ? 'postgres' : null;
}

const mainThreadMs = (pid: number) =>
  readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8').then(processCpuMsOf, () => 0);

export async function cpuSnapshot(serverPid: number, database: string): Promise<CpuSnapshot> {
  const processes = new Map<number, { group: Group; ms: number }>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
      const group = groupOf(pid, cmdline, serverPid, database);
      if (group)
        processes.set(pid, {
          group,
          ms: processCpuMsOf(await readFile(`/proc/${pid}/stat`, 'utf8')),
        });
    } catch {
      // The process ended while being read.
    }
  }
  return {
    at: performance.now(),
    processes,
    mainThread: { bench: await mainThreadMs(process.pid), server: await mainThreadMs(serverPid) },
    machine: machineMsOf(await readFile('/proc/stat', 'utf8')),
  };
}

/** CPU ms of each group in a window, its wall time and the cores. */
export interface CpuSplit {
  wallMs: number;
  cores: number;
  ms: Record<Group | 'other' | 'idle' | 'steal', number>;
  mainThread: { bench: number; server: number };
}

export function cpuSplit(before: CpuSnapshot, after: CpuSnapshot): CpuSplit {
  const ms = { bench: 0, server: 0, postgres: 0, 'postgres background': 0 };
  // A process that ended inside the window is missed (the API's pool keeps its connections).
  for (const [pid, now] of after.processes)
    ms[now.group] += now.ms - (before.processes.get(pid)?.ms ?? 0);
  const accounted = Object.values(ms).reduce((sum, n) => sum + n, 0);
  return {
    wallMs: after.at - before.at,
    cores: os.availableParallelism(),
    ms: {
      ...ms,
      other: Math.max(0, after.machine.busy - before.machine.busy - accounted),
      idle: after.machine.idle - before.machine.idle,
      steal: after.machine.steal - before.machine.steal,
    },
    mainThread: {
      bench: after.mainThread.bench - before.mainThread.bench,
      server: after.mainThread.server - before.mainThread.server,
    },
  };
}

/** Each group's CPU s in the window, share of all cores and CPU ms per request, on one line. */
export function cpuSplitText(split: CpuSplit, requests: number): string {
  const share = (ms: number) => `${((100 * ms) / (split.wallMs * split.cores)).toFixed(1)} %`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const parts = (Object.keys(split.ms) as Array<keyof CpuSplit['ms']>).map((group) => {
    const ms = split.ms[group];
    const main =
      group === 'bench' || group === 'server' ? `, main thread ${s(split.mainThread[group])}` : '';
    const perRequest =
      group === 'idle' || group === 'steal' ? '' : `, ${(ms / requests).toFixed(3)} ms/req`;
    return `${group} ${s(ms)} (${share(ms)}${perRequest}${main})`;
  });
  return `${s(split.wallMs)} × ${split.cores} cores, ${requests} requests: ${parts.join('; ')}`;
}
