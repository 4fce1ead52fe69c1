// Where the cores go in a bench window: processes by group, the rest of the machine, idle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cpuSnapshot,
  cpuSplit,
  cpuSplitText,
  groupOf,
  type CpuSnapshot,
} from '../../bench/cpu-split.js';

test('processes are grouped: the bench, the server, the database backends, PostgreSQL background', () => {
  const server = process.pid + 1;
  assert.equal(groupOf(process.pid, 'node bench/run.ts', server, 'bench_db'), 'bench');
  assert.equal(groupOf(server, 'node api-server.ts', server, 'bench_db'), 'server');
  const backend = 'postgres: 15/main: postgres bench_db 127.0.0.1(51234) idle';
  assert.equal(groupOf(7, backend, server, 'bench_db'), 'postgres');
  assert.equal(groupOf(7, backend.replace('bench_db', 'other_db'), server, 'bench_db'), null);
  assert.equal(
    groupOf(7, 'postgres: 15/main: walwriter ', server, 'bench_db'),
    'postgres background',
  );
  assert.equal(groupOf(7, 'webpack', server, 'bench_db'), null);
});

const snapshot = (
  at: number,
  processes: Array<[number, 'bench' | 'server' | 'postgres', number]>,
  busy: number,
  idle: number,
): CpuSnapshot => ({
  at,
  processes: new Map(processes.map(([pid, group, ms]) => [pid, { group, ms }])),
  mainThread: { bench: 0, server: 0 },
  machine: { busy, idle, steal: 0 },
});

test('the split: each group over the window, other jobs are the busy time no group accounts for', () => {
  const before = snapshot(
    0,
    [
      [1, 'bench', 100],
      [2, 'server', 200],
      [3, 'postgres', 50],
    ],
    1_000,
    5_000,
  );
  const after = snapshot(
    1_000,
    [
      [1, 'bench', 150],
      [2, 'server', 600],
      [3, 'postgres', 450],
      [4, 'postgres', 300],
    ],
    2_600,
    5_200,
  );
  const split = cpuSplit(before, after);
  assert.equal(split.wallMs, 1_000);
  assert.deepEqual(
    { ...split.ms },
    {
      bench: 50,
      server: 400,
      postgres: 700,
      'postgres background': 0,
      other: 450,
      idle: 200,
      steal: 0,
    },
    'a backend that appeared in the window counts from zero',
  );
  assert.match(
    cpuSplitText(split, 100),
    /bench 0\.05 s \(\d+\.\d %, 0\.500 ms\/req, main thread 0\.00 s\)/,
  );
});

test('a snapshot of this machine holds this process as the bench', async () => {
  const first = await cpuSnapshot(-1, 'no_such_db');
  assert.equal(first.processes.get(process.pid)?.group, 'bench');
  assert.ok(first.machine.busy > 0 && first.machine.idle >= 0);
});
