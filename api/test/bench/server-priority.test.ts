// The server under test's priority: the knob, and the nice really given to a child process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { once } from 'node:events';
import { DEFAULT_SERVER_NICE, prioritize, serverNiceOf } from '../../bench/server-priority.js';

test('BENCH_SERVER_NICE: unset is the default, off keeps the group, a nice in range is taken', () => {
  assert.equal(serverNiceOf(undefined), DEFAULT_SERVER_NICE);
  assert.equal(serverNiceOf(''), DEFAULT_SERVER_NICE);
  assert.equal(serverNiceOf('off'), null);
  assert.equal(serverNiceOf('-20'), -20);
  assert.equal(serverNiceOf('5'), 5);
  for (const wrong of ['-21', '20', '1.5', 'high', ' 3', '0x5'])
    assert.throws(() => serverNiceOf(wrong), /BENCH_SERVER_NICE must be/, wrong);
});

test('prioritize gives a child in a session of its own the nice asked for', async () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    detached: true,
    stdio: 'ignore',
  });
  await once(child, 'spawn');
  try {
    // A positive nice: allowed without privileges, unlike the bench's default.
    const note = await prioritize(child.pid!, 7);
    const grouped = (await readFile('/proc/sys/kernel/sched_autogroup_enabled', 'utf8')).trim();
    if (grouped === '1') {
      assert.match(note, /scheduling group of its own, autogroup nice 7/);
      assert.match(await readFile(`/proc/${child.pid}/autogroup`, 'utf8'), /nice 7/);
    } else {
      assert.match(note, /at nice 7/);
      assert.equal(os.getPriority(child.pid!), 7);
    }
  } finally {
    child.kill();
  }
});

test('prioritize reports, and does not throw, when it cannot', async () => {
  // No such process: the run goes on and the report says why.
  const note = await prioritize(2 ** 22 + 12_345, 3);
  assert.match(note, /NOT prioritized/);
});
