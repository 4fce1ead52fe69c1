// The API and a PostgreSQL that is not there yet, freezes, or goes away. A TCP proxy stands
// between the API and the test server: nothing listens on its port at first (no database),
// then it forwards (the database appears), then it stops passing bytes (frozen) or closes
// every connection (dead). Answers must be 503 with a message, within the time-outs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from '../../src/db/availability.js';
import { freshDatabase } from '../support/fresh-database.js';
import { Agent } from '../support/http-client.js';

describe('which database errors mean "unavailable"', () => {
  it('connection failures, time-outs and shutdowns do; data and SQL errors do not', () => {
    const err = (props: Record<string, unknown>) => Object.assign(new Error('x'), props);
    for (const unavailable of [
      err({ code: 'ECONNREFUSED' }),
      err({ code: '57014' }), // statement_timeout
      err({ code: '57P01' }), // admin shutdown
      err({ code: '08006' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Connection terminated unexpectedly'),
      new AggregateError([err({ code: 'ECONNREFUSED' }), err({ code: 'ECONNREFUSED' })]),
      new DatabaseUnavailableError(),
    ])
      assert.equal(isDatabaseUnavailable(unavailable), true, String(unavailable));
    for (const other of [
      err({ code: '23505' }), // unique violation
      err({ code: '42601' }), // syntax error
      new Error('Something else'),
      new AggregateError([err({ code: 'ECONNREFUSED' }), new Error('bug')]),
      null,
      'ECONNREFUSED',
    ])
      assert.equal(isDatabaseUnavailable(other), false, String(other));
  });
});

interface Proxy {
  port: number;
  /** Starts listening and forwarding to the target. */
  open(): Promise<void>;
  /** Keeps connections open but passes no more bytes, and accepts new ones without answering. */
  freeze(): void;
  /** Passes bytes again. */
  thaw(): void;
  /** Closes every connection and stops listening. */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function tcpProxy(target: { host: string; port: number }): Promise<Proxy> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let frozen = false;
  let server: net.Server | null = null;
  const pipe = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (!frozen) to.write(chunk);
    });
  return {
    port,
    async open() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        pipe(client, upstream);
        pipe(upstream, client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
    },
    async kill() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      server = null;
    },
  };
}

const postgres = process.env.DATABASE_URL;

describe(
  'PostgreSQL away, appearing, frozen, dead',
  { skip: postgres ? false : 'needs DATABASE_URL (PostgreSQL)' },
  () => {
    it('starts before the database, answers 503 meanwhile, connects when it appears; frozen or dead answer 503 within the time-outs', async (t) => {
      const database = await freshDatabase();
      const real = new URL(database.url!);
      const proxy = await tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
      const viaProxy = new URL(real);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'peworld-db-away-'));
      // Nothing listens on the proxy's port yet: the database is "not up".
      const app = await buildApp({
        config: {
          databaseUrl: viaProxy.toString(),
          dataDir,
          dbConnectTimeoutMs: 1000,
          dbStatementTimeoutMs: 1000,
          seedDemo: false,
          logLevel: 'silent',
          rateLimitGlobalMax: 1_000_000,
        },
      });
      t.after(async () => {
        await proxy.kill();
        await app.close();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const agent = new Agent(`http://127.0.0.1:${port}`);

      const away = await agent.get('/api/users');
      assert.equal(away.status, 503);
      assert.equal(away.body.message, DATABASE_UNAVAILABLE_MESSAGE);
      assert.deepEqual(away.body.errors, [DATABASE_UNAVAILABLE_MESSAGE]);
      assert.equal(away.headers.get('retry-after'), '5');
      assert.equal((await agent.get('/api/health')).status, 503);

      // The database appears: the API connects by itself (retrying with growing pauses).
      await proxy.open();
      let answer = await agent.get('/api/users');
      for (let i = 0; i < 60 && answer.status !== 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        answer = await agent.get('/api/users');
      }
      assert.equal(answer.status, 200, answer.text);
      assert.equal((await agent.get('/api/health')).status, 200);

      // Frozen: requests end with 503 after the time-outs instead of hanging.
      proxy.freeze();
      const frozen = await agent.get('/api/company', {
        signal: AbortSignal.timeout(15_000),
      });
      assert.equal(frozen.status, 503);
      assert.equal(frozen.body.message, DATABASE_UNAVAILABLE_MESSAGE);
      proxy.thaw();

      // Dead: every connection closed, nothing listening.
      await proxy.kill();
      const dead = await agent.get('/api/users/1', { signal: AbortSignal.timeout(15_000) });
      assert.equal(dead.status, 503);
      assert.equal(dead.body.message, DATABASE_UNAVAILABLE_MESSAGE);
      assert.match(String(dead.body.requestId), /.+/);
    });
  },
);
