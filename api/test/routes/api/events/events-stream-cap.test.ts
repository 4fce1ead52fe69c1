// Live-event streams per account (issue 27): one account used to hold any number (500 were
// accepted), so a storm of tabs could exhaust the server. Past EVENT_STREAMS_PER_ACCOUNT (10)
// a new stream closes the account's oldest, with a long retry hint; other accounts' streams are
// not touched, and the streams kept still get every event.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp, type Registered } from '../../../helper.js';
import { openEventStream, type SseStream } from '../../../support/sse-client.js';
import { RECONNECT_AFTER_EVICTION_MS } from '../../../../src/routes/api/events/index.js';

describe('live-event streams are capped per account, the oldest closed', () => {
  const ctx = sharedApp();
  const streams: SseStream[] = [];
  after(() => {
    for (const stream of streams) stream.close();
  });

  const open = async (who: Registered) => {
    const stream = await openEventStream(ctx.api.url, who.agent);
    streams.push(stream);
    assert.equal(stream.status, 200);
    await stream.next((e) => e.event === 'ready');
    return stream;
  };

  // Bounded: without the cap the streams this waits for would never end.
  it(
    'the eleventh stream of an account closes its first; the rest get every event',
    { timeout: 30_000 },
    async () => {
      const cap = 10;
      const [talent, recruiter, other] = await Promise.all([
        ctx.api.registerTalent(),
        ctx.api.registerRecruiter(),
        ctx.api.registerTalent(),
      ]);
      const others = [await open(other), await open(other)];
      const mine: SseStream[] = [];
      for (let i = 0; i < cap; i += 1) mine.push(await open(talent));
      let endedEarly = false;
      void mine[0]!.ended.then(() => (endedEarly = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(endedEarly, false, `${cap} streams are within the cap`);

      const newest = await open(talent);
      const last = await mine[0]!.ended;
      assert.match(last, new RegExp(`retry: ${RECONNECT_AFTER_EVICTION_MS}\\n\\n$`));
      assert.match(last, /more than 10 live streams/);
      assert.equal(ctx.api.config.eventStreamsPerAccount, cap, 'the default cap');

      // The kept streams (and the other account's) still work: a hire request reaches them all.
      const hire = await recruiter.agent.post('/api/hire', {
        json: { subject: 'Role', message: 'Hello', id_user: talent.user.id_user },
      });
      assert.equal(hire.status, 201, hire.text);
      for (const stream of [...mine.slice(1), newest]) {
        const event = await stream.next((e) => e.event === 'message');
        assert.equal(JSON.parse(event.data).conversation_id, hire.body.data.conversation_id);
      }
      let othersEnded = false;
      for (const stream of others) void stream.ended.then(() => (othersEnded = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(othersEnded, false, "another account's streams are not touched");
    },
  );

  it(
    'a storm of streams leaves the account with the cap, not hundreds',
    { timeout: 30_000 },
    async () => {
      const talent = await ctx.api.registerTalent();
      const before = ctx.api.app.liveEvents.subscriberCount();
      const storm: SseStream[] = [];
      for (let i = 0; i < 40; i += 1) storm.push(await open(talent));
      await Promise.all(storm.slice(0, 30).map((stream) => stream.ended));
      assert.equal(ctx.api.app.liveEvents.subscriberCount() - before, 10);
    },
  );
});
