// What other jobs took of the machine during a bench window, from /proc/stat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  busyMsOf,
  machineBusyMs,
  machineMsOf,
  otherJobsShare,
  processCpuMsOf,
} from '../../bench/machine-cpu.js';

const STAT = `cpu  100 5 50 1000 7 3 2 1 0 0
cpu0 60 5 30 500 4 2 1 1 0 0
cpu1 40 0 20 500 3 1 1 0 0 0
intr 12345`;

test('busy ms: user, nice, system, irq, softirq and steal of all cores, not idle or iowait', () => {
  assert.equal(busyMsOf(STAT), (100 + 5 + 50 + 3 + 2 + 1) * 10);
  assert.throws(() => busyMsOf('intr 1 2 3'));
});

test('machine ms: busy without steal, idle with iowait, steal on its own', () => {
  assert.deepEqual(machineMsOf(STAT), {
    busy: (100 + 5 + 50 + 3 + 2) * 10,
    idle: (1000 + 7) * 10,
    steal: 10,
  });
});

test("a process's CPU ms: utime + stime, whatever its command name holds", () => {
  const fields = 'S 1 2 3 4 5 6 7 8 9 10 250 30 0 0'; // fields 3-17: utime 250, stime 30
  assert.equal(processCpuMsOf(`42 (node) ${fields}`), 2_800);
  assert.equal(processCpuMsOf(`42 (postgres: a (b) c) ${fields}`), 2_800);
});

test('the machine busy ms read from /proc/stat only grow', async () => {
  const first = await machineBusyMs();
  assert.ok(first > 0);
  assert.ok((await machineBusyMs()) >= first);
});

test("other jobs' share: the busy ms the bench does not account for, over the cores and window", () => {
  assert.equal(otherJobsShare(3_000, 1_000, 1_000, 2), 1);
  assert.equal(otherJobsShare(1_500, 1_000, 1_000, 2), 0.25);
  assert.equal(otherJobsShare(900, 1_000, 1_000, 2), 0, 'never below nothing (sampling edges)');
});
