// Where the API's CPU goes, from a V8 profile: each sample to the first package or app frame
// from the leaf up (Node's own frames skipped), idle left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { profileSplit, type CpuProfile } from '../../bench/cpu-profile-split.js';

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url },
  children,
});

test('a node:buffer call of the pg parser is the driver, a socket write of the reply is Fastify', () => {
  const nm = 'file:///w/node_modules';
  const profile: CpuProfile = {
    nodes: [
      frame(1, '(root)', '', [2, 5, 7, 8]),
      frame(2, 'parse', `${nm}/pg-protocol/dist/parser.js`, [3]),
      frame(3, 'slice', 'node:buffer'),
      frame(5, 'onSendEnd', `${nm}/fastify/lib/reply.js`, [6]),
      frame(6, 'writev', ''),
      frame(7, '(idle)', ''),
      frame(8, '(garbage collector)', ''),
    ],
    samples: [3, 3, 6, 7, 7, 7, 8],
    timeDeltas: [1000, 1000, 1000, 5000, 5000, 5000, 1000],
  };
  const split = profileSplit(profile);
  assert.deepEqual(
    split.map((row) => [row.part, row.ms]),
    [
      ['pg driver (statements out, rows parsed)', 2],
      ['Fastify core (routing, hooks, reply)', 1],
      ['garbage collection', 1],
    ],
  );
  assert.equal(split[0]!.share, 0.5);
});
