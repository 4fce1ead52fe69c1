// The open-loop generator of the fixed-rate bench scenario: it sends on schedule and counts a
// request's latency from when it was due, so a server that falls behind shows its queue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pacedLoad } from '../../bench/paced-load.js';

async function serve(holdMs: number, status = 200) {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.url ?? '');
    setTimeout(() => response.writeHead(status).end('{}'), holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('a quick server gets exactly rate x seconds requests, the paths in turn, all answered', async () => {
  const server = await serve(0);
  try {
    const result = await pacedLoad({
      port: server.port,
      paths: ['/a', '/b', '/c'],
      rate: 50,
      seconds: 1,
      connections: 4,
    });
    assert.equal(server.seen.length, 50);
    // The paths in turn: 17, 17 and 16 of 50. Counted, not read in order: requests sent in turn
    // over four connections may arrive in another order on a busy machine.
    const counts = Object.fromEntries(
      ['/a', '/b', '/c'].map((p) => [p, server.seen.filter((s) => s === p).length]),
    );
    assert.deepEqual(counts, { '/a': 17, '/b': 17, '/c': 16 });
    assert.equal(result.errors, 0);
    assert.equal(result.non2xx, 0);
    // Never more than offered; how close to it depends on the machine's load (CI runs it beside
    // other suites), so only the slow server's test below judges timing, by lower bounds.
    assert.ok(result.rps > 0 && result.rps <= 50, `rps ${result.rps}`);
  } finally {
    await server.close();
  }
});

test('a server slower than the rate: waits for the one connection count, the served rate falls', async () => {
  // 20 requests due within one second, one connection, 100 ms each: the last one is due at 950 ms
  // and answered at ~2,000 ms. Timed from its sending it would take 100 ms.
  const server = await serve(100);
  try {
    const result = await pacedLoad({
      port: server.port,
      paths: ['/slow'],
      rate: 20,
      seconds: 1,
      connections: 1,
    });
    assert.equal(server.seen.length, 20);
    assert.equal(result.errors, 0);
    assert.ok(result.p99 >= 900, `p99 ${result.p99} should include the wait for the connection`);
    assert.ok(result.p50 >= 400, `p50 ${result.p50}`);
    assert.ok(result.rps <= 11, `served ${result.rps}/s of 20 offered`);
  } finally {
    await server.close();
  }
});

test('answers other than 2xx are counted as such', async () => {
  const server = await serve(0, 503);
  try {
    const result = await pacedLoad({
      port: server.port,
      paths: ['/x'],
      rate: 10,
      seconds: 1,
      connections: 2,
    });
    assert.equal(result.non2xx, 10);
    assert.equal(result.errors, 0);
  } finally {
    await server.close();
  }
});
