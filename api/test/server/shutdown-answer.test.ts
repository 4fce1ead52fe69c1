// A request that arrives while the API shuts down (issue 27): 503 in the API's error shape
// `{ status, message, errors }` with Retry-After and Connection: close — Fastify's own answer
// was its default body `{ error, message, statusCode }`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { freshDatabase } from '../support/fresh-database.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}

test('requests that arrive during shutdown get 503 in the error shape', async (t) => {
  const database = await freshDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'peworld-shutdown-'));
  let closed: Promise<unknown> = Promise.resolve();
  t.after(async () => {
    drained();
    await closed;
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const app = await buildApp({
    db: database.db,
    config: { dataDir, seedDemo: false, logLevel: 'silent' },
  });
  // Work that shutdown waits for (streams ending, a drain): the listener still accepts meanwhile.
  let drained!: () => void;
  const draining = new Promise<void>((resolve) => (drained = resolve));
  app.addHook('preClose', async () => draining);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  assert.equal((await get(`${url}/api/health`)).status, 200);
  closed = app.close();
  for (const route of ['/api/health', '/api/users', '/api/no-such-route']) {
    const answer = await get(`${url}${route}`);
    assert.equal(answer.status, 503, `${route}: ${answer.body}`);
    assert.match(answer.headers['content-type'] ?? '', /^application\/json/);
    const body = JSON.parse(answer.body);
    assert.deepEqual(Object.keys(body).sort(), ['errors', 'message', 'status']);
    assert.equal(body.status, 503);
    assert.match(body.message, /restarting/);
    assert.deepEqual(body.errors, [body.message]);
    assert.equal(answer.headers.connection, 'close');
    assert.equal(answer.headers['retry-after'], '1');
  }
});
