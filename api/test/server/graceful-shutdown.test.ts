// Graceful shutdown (issue 13): on SIGTERM — sent to the process only (docker stop) or to its
// whole process group (a terminal, systemd) — the API stops accepting connections, finishes a
// request it had already received, ends event streams with a retry hint and exits 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { freshDatabase } from '../support/fresh-database.js';
import { startApiProcess, type ApiProcess } from '../support/api-process.js';
import { registerTalent } from '../support/accounts.js';
import { RECONNECT_AFTER_SHUTDOWN_MS } from '../../src/routes/api/events/index.js';

/** Resolves once nothing accepts connections on the API's port any more. */
async function untilRefused(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Answer {
  status: number;
  body: string;
}

/** A login whose body is sent in two parts; `finish()` sends the rest and answers the response. */
function halfSentLogin(url: string, email: string): Promise<{ finish(): Promise<Answer> }> {
  const body = JSON.stringify({ email, password: 'wrong-password-1' });
  const cut = Math.floor(body.length / 2);
  return new Promise((resolveStarted, reject) => {
    const request = http.request(`${url}/api/auth/login-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    const answer = new Promise<Answer>((resolve, rejectAnswer) => {
      request.once('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.once('error', rejectAnswer);
      });
      request.once('error', rejectAnswer);
    });
    answer.catch(() => undefined);
    request.once('error', reject);
    request.flushHeaders();
    request.write(body.slice(0, cut), () =>
      resolveStarted({
        finish: () => {
          request.end(body.slice(cut));
          return answer;
        },
      }),
    );
  });
}

interface Stream {
  /** Resolves with everything received once the server ends the stream. */
  ended: Promise<string>;
}

/** Opens /api/events and resolves once the first frames (retry + ready) have arrived. */
function openEventStream(url: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/events`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`events: ${response.statusCode}`));
      let text = '';
      const ended = new Promise<string>((resolveEnd, rejectEnd) => {
        response.once('end', () => resolveEnd(text));
        response.once('error', rejectEnd);
        response.once('aborted', () => rejectEnd(new Error('stream reset')));
      });
      ended.catch(() => undefined);
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('event: ready')) resolve({ ended });
      });
    });
    request.once('error', reject);
  });
}

async function shutdownScenario(
  t: { after(fn: () => unknown): unknown },
  signalTo: 'process' | 'group',
): Promise<void> {
  const database = await freshDatabase();
  t.after(() => database.drop());
  const api: ApiProcess = await startApiProcess({
    databaseUrl: database.url ?? '',
    detached: signalTo === 'group',
  });
  t.after(() => api.stop());

  const { agent, email } = await registerTalent(api.url, { full_name: 'Shut Down' });
  const cookie = agent.cookieHeader();

  // The half-sent login goes first; the stream opened after it answers only once the server
  // has read and routed later bytes, so by then the login is a request in flight.
  const inFlight = await halfSentLogin(api.url, email);
  const stream = await openEventStream(api.url, cookie);

  const pid = api.child.pid!;
  if (signalTo === 'group') process.kill(-pid, 'SIGTERM');
  else process.kill(pid, 'SIGTERM');

  // The stream ends cleanly with the retry hint; the port stops accepting.
  const received = await stream.ended;
  assert.ok(
    received.endsWith(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`),
    `stream ended with: ${JSON.stringify(received.slice(-80))}`,
  );
  await untilRefused(api.url);

  // The request received before the signal still gets its whole answer.
  const answer = await inFlight.finish();
  assert.equal(answer.status, 401, answer.body);
  assert.equal(JSON.parse(answer.body).status, 401);

  assert.equal(await api.exited, 0, api.output());
}

test('SIGTERM to the process alone (docker stop) drains and exits 0', async (t) => {
  await shutdownScenario(t, 'process');
});

test('SIGTERM to the whole process group drains and exits 0', async (t) => {
  await shutdownScenario(t, 'group');
});
