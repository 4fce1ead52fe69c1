// Two API processes on one PostgreSQL database: each delivers the other's events to its own
// connected clients (LISTEN/NOTIFY, or Redis pub/sub with REDIS_URL). PGlite is one process by
// design, so this runs on PostgreSQL.
import { it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { Agent, build } from '../../../helper.js';
import { openEventStream } from '../../../support/sse-client.js';
import { redisChannel } from '../../../../src/domains/conversations/events/event-log.js';

const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const apiRoot = fileURLToPath(new URL('../../../../', import.meta.url));

async function startSecondProcess(
  databaseUrl: string,
  t: { after(fn: () => unknown): void },
  extraEnv: Record<string, string> = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'peworld-second-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_GLOBAL_MAX: '1000000',
      RATE_LIMIT_AUTH_IP_MAX: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  t.after(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  });
  return new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[0-9.:]+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`second API exited (${code}): ${out}`)));
  });
}

async function deliverAcrossProcesses(t: TestContext, redisUrl = ''): Promise<string[]> {
  const first = await build(t, { config: { redisUrl } });
  const heard: string[] = [];
  if (redisUrl) {
    // Connected (ready check done) before SUBSCRIBE: on a busy machine a SUBSCRIBE queued during
    // the connect could put the connection in subscriber mode before ioredis's INFO ready check.
    const listener = new Redis(redisUrl, { lazyConnect: true });
    t.after(() => listener.disconnect());
    listener.on('error', (error: Error) => t.diagnostic(`Redis listener: ${error.message}`));
    listener.on('message', (_channel: string, payload: string) => heard.push(payload));
    await listener.connect();
    await listener.subscribe(await redisChannel(first.db, first.config.redisPrefix));
  }
  // Both processes alike: with Redis, or both without (whatever this shell's REDIS_URL says).
  const secondUrl = await startSecondProcess(first.databaseUrl!, t, { REDIS_URL: redisUrl });

  const recruiter = await first.registerRecruiter({ company: 'Process One Co' });
  const talent = await first.registerTalent({ full_name: 'Process Two Talent' });
  // The talent's browser talks to the second process with the same session cookie.
  const talentOnSecond = new Agent(secondUrl);
  for (const [k, v] of talent.agent.cookies) talentOnSecond.cookies.set(k, v);

  const talentStream = await openEventStream(secondUrl, talentOnSecond);
  const recruiterStream = await openEventStream(first.url, recruiter.agent);
  t.after(() => {
    talentStream.close();
    recruiterStream.close();
  });
  await talentStream.next((e) => e.event === 'ready');
  await recruiterStream.next((e) => e.event === 'ready');

  // Written through process one, delivered by process two.
  const sent = await recruiter.agent.post('/api/hire', {
    json: { subject: 'Across processes', message: 'Hello', id_user: talent.user.id_user },
  });
  assert.equal(sent.status, 201);
  const got = JSON.parse((await talentStream.next((e) => e.event === 'message')).data);
  assert.equal(got.message.subject, 'Across processes');

  // Written through process two, delivered by process one.
  const reply = await talentOnSecond.post(
    `/api/conversations/${sent.body.data.conversation_id}/messages`,
    { json: { body: 'Reply via two' } },
  );
  assert.equal(reply.status, 201);
  const seen = await recruiterStream.next(
    (e) => e.event === 'message' && JSON.parse(e.data).message.body === 'Reply via two',
  );
  assert.ok(seen);

  // Each event reached each stream exactly once.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const stream of [talentStream, recruiterStream]) {
    const ids = stream.events.filter((e) => e.event === 'message').map((e) => e.id);
    assert.equal(ids.length, 2);
    assert.equal(new Set(ids).size, 2);
  }
  return heard;
}

const onPostgres = {
  skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL (PostgreSQL)',
};

it('two API processes on one PostgreSQL database deliver each other’s events', onPostgres, (t) =>
  deliverAcrossProcesses(t).then(() => undefined),
);

it(
  '… and over Redis pub/sub when REDIS_URL is set: both events were published there',
  onPostgres,
  async (t) => {
    const heard = await deliverAcrossProcesses(t, REDIS);
    assert.equal(heard.length, 2, 'the request (process one) and the reply (process two)');
  },
);
