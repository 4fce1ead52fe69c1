// Bounded load check of live chat (part of `npm run bench -w api`, or alone with
// BENCH_SUITES=chat): CHAT_STREAMS accounts (half companies, half talent, paired into
// conversations) each hold an open event stream while CHAT_RATE messages a second are sent for
// CHAT_SECONDS through the real API on loopback. Every message must reach its recipient's stream
// exactly once and nobody else's; the delay from "send" to "arrived" is reported as p50/p99.
// A warm-up (CHAT_WARMUP seconds at the same rate, not measured, but checked for exactly-once
// delivery too) comes first, so the p99 is the steady state and not the first seconds' JIT,
// pool and cache warming. The same accounts and load then run against a baseline relay
// (bench/chat-relay-server.ts: no framework, no database) in the same run; the report gives
// API ÷ baseline, which says more than absolute figures on a shared machine.
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openScratchDatabase } from './scratch-database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const STREAMS = env('CHAT_STREAMS', 200);
const RATE = env('CHAT_RATE', 50);
const SECONDS = env('CHAT_SECONDS', 30);
const WARMUP_SECONDS = env('CHAT_WARMUP', 5);
const GRACE_MS = 5000;

/** One target's figures over the measured phase (the warm-up only counts in the checks). */
export interface DeliveryMeasure {
  streams: number;
  /** Measured messages (after the warm-up). */
  sent: number;
  warmupSent: number;
  sendErrors: number;
  deliveredOnce: number;
  /** Over warm-up and measured messages. */
  missing: number;
  duplicates: number;
  misdelivered: number;
  p50: number;
  p99: number;
  max: number;
  achievedRate: number;
}

export interface ChatLoadResult extends DeliveryMeasure {
  engine: string;
  /** The relay baseline, same run, same accounts and load. */
  baseline: DeliveryMeasure;
  /** Load average (1 min) when the API phase started and ended. */
  loadStart: number;
  loadEnd: number;
}

interface Account {
  id: number;
  token: string;
  conversationId: number;
  counterpart: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Accounts, sessions and conversations written straight to the database (no argon2 per login). */
async function prepare(db: Db, streams: number): Promise<Account[]> {
  await migrate(db);
  const pairs = Math.floor(streams / 2);
  const tag = randomBytes(4).toString('hex');
  const accounts: Account[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < pairs; i += 1) {
      const ids: number[] = [];
      for (const role of ['recruiter', 'talent'] as const) {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO accounts (email, password_hash, role) VALUES ($1, 'bench', $2) RETURNING id`,
          [`chat-${tag}-${role}-${i}@bench.local`, role],
        );
        ids.push(Number(rows[0]!.id));
      }
      const [company, talent] = ids as [number, number];
      await tx.query(
        `INSERT INTO companies (id_company, name, name_company) VALUES ($1, 'Bench', $2)`,
        [company, `Bench Co ${i}`],
      );
      await tx.query(`INSERT INTO talents (id_user, full_name) VALUES ($1, $2)`, [
        talent,
        `Bench Talent ${i}`,
      ]);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO conversations (id_company, id_user) VALUES ($1, $2) RETURNING id`,
        [company, talent],
      );
      const conversationId = Number(rows[0]!.id);
      for (const [self, other] of [
        [company, talent],
        [talent, company],
      ] as const) {
        const token = randomBytes(32).toString('base64url');
        await tx.query(
          `INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
          [createHash('sha256').update(token).digest('hex'), self],
        );
        accounts.push({ id: self, token, conversationId, counterpart: other });
      }
    }
  });
  return accounts;
}

/** The API (or the relay) as a child process on a random loopback port; resolves once it listens. */
export function startChild(
  script: string,
  childEnv: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  const child = fork(path.join(here, script), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      ...childEnv,
      PORT: String(port),
      NODE_ENV: 'production',
      FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ child, port }));
    child.once('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  child.send({ stop: true });
  await new Promise((resolve) => child.once('exit', resolve));
}

const cookie = (account: Account) => `peworld_session=${account.token}`;

/** Opens an event stream; calls onMessage(bodyTag, senderId, at) for each chat message. */
function openStream(
  port: number,
  account: Account,
  agent: http.Agent,
  onMessage: (body: string, senderId: number | null, conversationId: number, at: number) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        agent,
        headers: { cookie: cookie(account), accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let index: number;
          while ((index = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, index);
            buffer = buffer.slice(index + 2);
            if (!block.includes('event: message')) continue;
            const line = block.split('\n').find((l) => l.startsWith('data: '));
            if (!line) continue;
            const data = JSON.parse(line.slice(6)) as {
              conversation_id: number;
              message: { body: string; sender_id: number | null };
            };
            onMessage(data.message.body, data.message.sender_id, data.conversation_id, at);
          }
        });
        resolve(request);
      },
    );
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    request.end();
  });
}

/** Sends `seconds` of messages at RATE, tagged `${tag}:seq`, from random accounts. */
async function sendPhase(
  port: number,
  accounts: Account[],
  tag: string,
  seconds: number,
  sentAt: Map<string, { at: number; recipient: number; conversationId: number }>,
  onError: () => void,
): Promise<number> {
  const total = Math.round(RATE * seconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let seq = 0; seq < total; seq += 1) {
    const due = started + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sender = accounts[Math.floor(Math.random() * accounts.length)]!;
    const body = `${tag}:${seq}`;
    sentAt.set(body, {
      at: performance.now(),
      recipient: sender.counterpart,
      conversationId: sender.conversationId,
    });
    inFlight.push(
      fetch(`http://127.0.0.1:${port}/api/conversations/${sender.conversationId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookie(sender) },
        body: JSON.stringify({ body }),
      }).then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 201) onError();
      }, onError),
    );
  }
  await Promise.all(inFlight);
  return total / ((performance.now() - started) / 1000);
}

/** Opens every stream on `port`, runs the warm-up and the measured phase, checks delivery. */
async function drive(port: number, accounts: Account[]): Promise<DeliveryMeasure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const sentAt = new Map<string, { at: number; recipient: number; conversationId: number }>();
  const deliveries = new Map<string, number>();
  const delays: number[] = [];
  let misdelivered = 0;
  let sendErrors = 0;
  try {
    const streams = await Promise.all(
      accounts.map((account) =>
        openStream(port, account, agent, (body, senderId, conversationId, at) => {
          if (!/^(bench|warm):/.test(body) || senderId === account.id) return;
          const sent = sentAt.get(body);
          if (!sent || sent.recipient !== account.id || sent.conversationId !== conversationId) {
            misdelivered += 1;
            return;
          }
          const count = (deliveries.get(body) ?? 0) + 1;
          deliveries.set(body, count);
          if (count === 1 && body.startsWith('bench:')) delays.push(at - sent.at);
        }),
      ),
    );
    const warmupSent = Math.round(RATE * WARMUP_SECONDS);
    if (warmupSent > 0)
      await sendPhase(port, accounts, 'warm', WARMUP_SECONDS, sentAt, () => (sendErrors += 1));
    const sent = Math.round(RATE * SECONDS);
    const achievedRate = await sendPhase(port, accounts, 'bench', SECONDS, sentAt, () => {
      sendErrors += 1;
    });
    const expected = warmupSent + sent - sendErrors;
    const graceUntil = Date.now() + GRACE_MS;
    while (deliveries.size < expected && Date.now() < graceUntil)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const stream of streams) stream.destroy();

    const sorted = [...delays].sort((a, b) => a - b);
    let once = 0;
    let duplicates = 0;
    for (const [body, count] of deliveries) {
      if (count > 1) duplicates += 1;
      else if (body.startsWith('bench:')) once += 1;
    }
    return {
      streams: streams.length,
      sent,
      warmupSent,
      sendErrors,
      deliveredOnce: once,
      missing: expected - deliveries.size,
      duplicates,
      misdelivered,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
      achievedRate,
    };
  } finally {
    agent.destroy();
  }
}

export async function runChatLoad(
  engine: 'postgres' | 'pglite',
  postgresBaseUrl: string,
  log: (line: string) => void,
): Promise<ChatLoadResult> {
  const { db, childEnv, cleanup } = await openScratchDatabase(engine, postgresBaseUrl, 'chat', 2);

  try {
    const accounts = await prepare(db, STREAMS);
    await db.close();
    const plan = `${accounts.length} event streams; ${WARMUP_SECONDS} s warm-up, then ${RATE} msg/s for ${SECONDS} s`;

    log(`  baseline relay: ${plan}`);
    const relay = await startChild('chat-relay-server.ts', {
      CHAT_PARTICIPANTS: JSON.stringify(accounts),
    });
    let baseline: DeliveryMeasure;
    try {
      baseline = await drive(relay.port, accounts);
    } finally {
      await stopChild(relay.child);
    }

    log(`  ${engine} API: ${plan}`);
    const api = await startChild('api-server.ts', childEnv);
    try {
      const loadStart = os.loadavg()[0]!;
      const measured = await drive(api.port, accounts);
      return { engine, ...measured, baseline, loadStart, loadEnd: os.loadavg()[0]! };
    } finally {
      await stopChild(api.child);
    }
  } finally {
    await cleanup();
  }
}

export function chatTable(results: ChatLoadResult[]): string {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(1)}×` : '–');
  const row = (label: string, r: DeliveryMeasure, extra: string) =>
    `| ${label} | ${r.streams} | ${r.warmupSent} + ${r.sent} (${f(r.achievedRate)}) | ${r.sendErrors} | ${r.deliveredOnce} | ${r.missing} | ` +
    `${r.duplicates} | ${r.misdelivered} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${extra}`;
  return [
    `| Target | streams | warm-up + measured (msg/s) | send errors | delivered once | missing | duplicates | to others | delay p50 ms | p99 ms | max ms | API ÷ baseline p50 / p99 | load avg (1 min) | p99 ≤ 500 ms |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...results.flatMap((r) => [
      row(`baseline relay (${r.engine} run)`, r.baseline, '1× / 1× | | |'),
      row(
        `${r.engine} API`,
        r,
        `${ratio(r.p50, r.baseline.p50)} / ${ratio(r.p99, r.baseline.p99)} | ${r.loadStart.toFixed(2)} → ${r.loadEnd.toFixed(2)} | ` +
          `${r.p99 <= 500 && r.missing === 0 && r.duplicates === 0 && r.misdelivered === 0 ? 'met' : 'MISSED'} |`,
      ),
    ]),
  ].join('\n');
}
