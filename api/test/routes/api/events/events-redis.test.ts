// Live events over Redis pub/sub (REDIS_URL): published on this database's channel, delivered to
// the right streams only; with Redis unreachable they still arrive (NOTIFY or in-process).
// Redis runs when the suite runs on PostgreSQL (as the multi-instance tests do) or REDIS_URL is set.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import { build, type TestApi } from '../../../helper.js';
import { openEventStream } from '../../../support/sse-client.js';
import { redisChannel } from '../../../../src/domains/conversations/events/event-log.js';

const sharedRedis =
  process.env.REDIS_URL || (process.env.DATABASE_URL ? 'redis://127.0.0.1:6379' : '');
/** Nothing listens on port 1. */
const UNREACHABLE = 'redis://127.0.0.1:1';

async function hireAndWatch(api: TestApi, t: { after(fn: () => unknown): void }) {
  const recruiter = await api.registerRecruiter({ company: 'Redis Co' });
  const talent = await api.registerTalent({ full_name: 'Redis Talent' });
  const outsider = await api.registerTalent({ full_name: 'Not On This Thread' });
  const talentStream = await openEventStream(api.url, talent.agent);
  const outsiderStream = await openEventStream(api.url, outsider.agent);
  t.after(() => {
    talentStream.close();
    outsiderStream.close();
  });
  await talentStream.next((e) => e.event === 'ready');
  await outsiderStream.next((e) => e.event === 'ready');
  const sent = await recruiter.agent.post('/api/hire', {
    json: { subject: 'Over the bus', message: 'Hello', id_user: talent.user.id_user },
  });
  assert.equal(sent.status, 201);
  const got = JSON.parse((await talentStream.next((e) => e.event === 'message')).data);
  assert.equal(got.message.subject, 'Over the bus');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual(
    outsiderStream.events.filter((e) => e.event === 'message'),
    [],
    'nobody else receives it',
  );
  return talentStream;
}

it(
  'with REDIS_URL, events are published on the database’s Redis channel and reach the right stream only',
  { skip: sharedRedis ? false : 'needs Redis (REDIS_URL, or a PostgreSQL run)' },
  async (t) => {
    const api = await build(t, { config: { redisUrl: sharedRedis } });
    const channel = await redisChannel(api.db, api.config.redisPrefix);
    assert.match(channel, /^peworld:events:[0-9a-f]{32}$/);
    const listener = new Redis(sharedRedis);
    t.after(() => listener.disconnect());
    const heard: string[] = [];
    listener.on('message', (_channel: string, payload: string) => heard.push(payload));
    await listener.subscribe(channel);

    const talentStream = await hireAndWatch(api, t);
    assert.equal(heard.length, 1, 'one PUBLISH for the request');
    const published = JSON.parse(heard[0]!) as { events: { id: number; account_id: number }[] };
    const delivered = talentStream.events.find((e) => e.event === 'message')!;
    assert.ok(published.events.some((e) => String(e.id) === delivered.id));
  },
);

it('with Redis unreachable, events still reach the stream (NOTIFY or in-process)', async (t) => {
  const api = await build(t, { config: { redisUrl: UNREACHABLE } });
  await hireAndWatch(api, t);
});
