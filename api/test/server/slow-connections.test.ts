// Slow and idle connections (issue 27), over real TCP on loopback only. Before, 500 anonymous
// connections sending a partial body stayed open indefinitely (Fastify's request and connection
// time-outs are 0). Now a partial request is answered 408 and closed within its time-out while
// the product keeps answering everyone else, and one address holds at most
// HTTP_CONNECTIONS_PER_ADDRESS connections — enough for 200 users behind one NAT, each with a
// live-event stream.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { build, type TestApi } from '../helper.js';
import { openEventStream, type SseStream } from '../support/sse-client.js';
import { checkIntervalMs } from '../../src/server-limits.js';
import { SESSION_COOKIE } from '../../src/plugins/app/session-manager.js';
import { hashToken } from '../../src/domains/accounts/sessions.js';

interface HeldConnection {
  openedAt: number;
  /** When the server closed it (null while open). */
  closedAt: number | null;
  received: string;
  socket: net.Socket;
}

/** Opens a connection from `localAddress` and sends `text`, then holds it. */
function hold(api: TestApi, localAddress: string, text: string): Promise<HeldConnection> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress });
    const held: HeldConnection = { openedAt: 0, closedAt: null, received: '', socket };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (held.received += chunk));
    socket.on('close', () => (held.closedAt ??= performance.now()));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      held.openedAt = performance.now();
      socket.write(text, () => resolve(held));
    });
    socket.once('error', reject);
  });
}

/** Waits until every connection is closed or `ms` have passed. */
async function closedWithin(connections: HeldConnection[], ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (connections.some((c) => c.closedAt === null) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

const PARTIAL_BODY =
  'POST /api/auth/login-user HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
  'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"slow';
const PARTIAL_HEADERS = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';

describe('slow and idle connections', () => {
  it('500 partial bodies are closed within the request time-out while the product answers', async (t) => {
    const api = await build(t, {
      // Long enough that opening 500 connections on a busy 2-core machine ends well inside it.
      config: { httpHeadersTimeoutMs: 1000, httpRequestTimeoutMs: 5000 },
    });
    const talent = await api.registerTalent();
    // 5 client addresses x 100, opened together: each within the per-address cap, 500 in all.
    const held: HeldConnection[] = (
      await Promise.all(
        Array.from({ length: 5 }, (_, a) =>
          Promise.all(
            Array.from({ length: 100 }, () => hold(api, `127.0.0.${11 + a}`, PARTIAL_BODY)),
          ),
        ),
      )
    ).flat();
    assert.equal(held.filter((c) => c.closedAt === null).length, 500, 'all 500 are open at first');

    // While they are held, everyone else is served.
    const reads = await Promise.all([
      api.agent().get('/api/health'),
      api.agent().get(`/api/users/${talent.user.id_user}`),
      talent.agent.get('/api/auth/me'),
      api.agent().post('/api/auth/login-user', {
        json: { email: talent.email, password: talent.password },
      }),
    ]);
    for (const res of reads) assert.equal(res.status, 200, res.text);
    // Whatever closed meanwhile closed by its own time-out (checked below), not to serve others.

    const limit = api.config.httpRequestTimeoutMs + checkIntervalMs(api.config);
    // Slack for a busy 2-core machine; without a time-out they stay open for good.
    await closedWithin(held, limit + 3000);
    const open = held.filter((c) => c.closedAt === null);
    for (const c of open) c.socket.destroy();
    assert.equal(open.length, 0, `${open.length} connections still open`);
    const slowest = Math.max(...held.map((c) => c.closedAt! - c.openedAt));
    assert.ok(slowest <= limit + 3000, `closed after ${Math.round(slowest)} ms`);
    assert.ok(
      held.every((c) => c.closedAt! - c.openedAt >= api.config.httpRequestTimeoutMs - 100),
      'none closed before its time-out',
    );
    assert.ok(
      held.every((c) => c.received.startsWith('HTTP/1.1 408')),
      held[0]!.received,
    );
  });

  it('a request whose headers never end is closed within the header time-out', async (t) => {
    const api = await build(t, {
      config: { httpHeadersTimeoutMs: 1000, httpRequestTimeoutMs: 5000 },
    });
    const held = [
      await hold(api, '127.0.0.16', PARTIAL_HEADERS),
      await hold(api, '127.0.0.16', 'G'),
    ];
    const limit = api.config.httpHeadersTimeoutMs + checkIntervalMs(api.config);
    await closedWithin(held, limit + 3000);
    for (const c of held) {
      assert.notEqual(c.closedAt, null, 'closed');
      assert.ok(c.closedAt! - c.openedAt <= limit + 3000);
    }
  });

  it('one address holds at most its cap; 200 live streams of different users get through', async (t) => {
    const api = await build(t);
    const cap = api.config.httpConnectionsPerAddress;
    assert.ok(cap >= 200, `the default cap (${cap}) lets 200 streams through`);
    const nat = '127.0.0.21';
    // 200 accounts, each with a session: straight into the database (200 argon2 hashes take long).
    const streams: SseStream[] = [];
    const extra: HeldConnection[] = [];
    // Closed before the app's own teardown, which would wait for them to time out.
    const closeAll = () => {
      for (const s of streams) s.close();
      for (const c of extra) c.socket.destroy();
    };
    const tokens = Array.from({ length: 200 }, () => randomBytes(32).toString('base64url'));
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, role)
       SELECT 'nat.' || g || '.' || $1 || '@example.com', 'not-a-login', 'talent'
       FROM generate_series(1, 200) g ORDER BY g RETURNING id`,
      [randomBytes(4).toString('hex')],
    );
    await api.db.query(
      `INSERT INTO sessions (token_hash, account_id, expires_at)
       SELECT * FROM unnest($1::text[], $2::bigint[]), LATERAL (SELECT now() + interval '1 hour') e`,
      [tokens.map(hashToken), rows.map((row) => row.id)],
    );
    for (let batch = 0; batch < 200; batch += 20) {
      const opened = await Promise.all(
        tokens.slice(batch, batch + 20).map(async (token) => {
          const agent = api.agent({ localAddress: nat });
          agent.cookies.set(SESSION_COOKIE, token);
          const stream = await openEventStream(api.url, agent, { localAddress: nat });
          streams.push(stream);
          assert.equal(stream.status, 200);
          await stream.next((e) => e.event === 'ready');
          return stream;
        }),
      );
      assert.equal(opened.length, 20);
    }
    assert.equal(streams.length, 200);
    // Up to the cap, more connections from that address are held...
    for (let i = streams.length; i < cap; i += 1) extra.push(await hold(api, nat, PARTIAL_HEADERS));
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(extra.filter((c) => c.closedAt !== null).length, 0);
    // ... and the next one is closed at once, unanswered.
    const refused = await hold(api, nat, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    extra.push(refused);
    await closedWithin([refused], 2000);
    assert.notEqual(refused.closedAt, null, 'the connection past the cap was closed');
    assert.equal(refused.received, '');
    // Other addresses are not affected, and a closed connection frees its place.
    assert.equal((await api.agent().get('/api/health')).status, 200);
    extra[0]!.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await hold(api, nat, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    extra.push(again);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.match(again.received, /^HTTP\/1\.1 200/);
    closeAll();
  });
});
