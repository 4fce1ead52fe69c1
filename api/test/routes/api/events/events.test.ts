import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp, type Registered } from '../../../helper.js';
import { openEventStream, type SseStream } from '../../../support/sse-client.js';

describe('live events (server-sent events)', () => {
  const ctx = sharedApp();
  let recruiter: Registered;
  let talent: Registered;
  let outsider: Registered;
  const streams: SseStream[] = [];
  const open = async (who: Registered, lastEventId?: string) => {
    const stream = await openEventStream(
      ctx.api.url,
      who.agent,
      lastEventId ? { lastEventId } : {},
    );
    streams.push(stream);
    return stream;
  };

  it('setup', async () => {
    recruiter = await ctx.api.registerRecruiter({ company: 'Live Co' });
    talent = await ctx.api.registerTalent({ full_name: 'Live Talent' });
    outsider = await ctx.api.registerTalent({ full_name: 'Not Involved' });
  });

  it('needs a login', async () => {
    const res = await ctx.api.agent().get('/api/events');
    assert.equal(res.status, 401);
  });

  it('delivers requests, messages and status changes to both participants and to nobody else', async () => {
    const talentStream = await open(talent);
    const recruiterStream = await open(recruiter);
    const outsiderStream = await open(outsider);
    assert.equal(talentStream.status, 200);
    await talentStream.next((e) => e.event === 'ready');
    await recruiterStream.next((e) => e.event === 'ready');
    await outsiderStream.next((e) => e.event === 'ready');

    const sent = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Live offer', message: 'Join us', id_user: talent.user.id_user },
    });
    assert.equal(sent.status, 201);
    const request = await talentStream.next((e) => e.event === 'message');
    const data = JSON.parse(request.data);
    assert.equal(data.conversation_id, sent.body.data.conversation_id);
    assert.equal(data.message.kind, 'hire');
    assert.equal(data.message.subject, 'Live offer');
    await recruiterStream.next((e) => e.event === 'message');

    const accepted = await talent.agent.patch(`/api/hire/${sent.body.data.id}`, {
      json: { action: 'accept' },
    });
    assert.equal(accepted.status, 200);
    const status = JSON.parse((await recruiterStream.next((e) => e.event === 'message')).data);
    assert.equal(status.message.hire_status, 'accepted');

    await talent.agent.post(`/api/conversations/${data.conversation_id}/messages`, {
      json: { body: 'Thank you!' },
    });
    const reply = JSON.parse((await recruiterStream.next((e) => e.event === 'message')).data);
    assert.equal(reply.message.body, 'Thank you!');
    assert.equal(reply.message.sender_id, talent.user.id_user);

    // The reader's own tabs learn about read marks; the other side does not.
    await recruiter.agent.post(`/api/conversations/${data.conversation_id}/read`);
    const read = JSON.parse((await recruiterStream.next((e) => e.event === 'read')).data);
    assert.equal(read.conversation_id, data.conversation_id);

    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(
      outsiderStream.events.map((e) => e.event),
      ['ready'],
      'the outsider received nothing',
    );
    assert.ok(!talentStream.events.some((e) => e.event === 'read'));
    const { rows } = await ctx.api.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM events WHERE account_id = $1',
      [outsider.user.id_user],
    );
    assert.equal(Number(rows[0]!.n), 0);
  });

  it('a stream that reconnects with Last-Event-ID gets exactly what it missed', async () => {
    const first = await open(talent);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    const conversations = await talent.agent.get('/api/conversations');
    const id = conversations.body.data[0].id;
    for (const body of ['missed 1', 'missed 2', 'missed 3']) {
      const res = await recruiter.agent.post(`/api/conversations/${id}/messages`, {
        json: { body },
      });
      assert.equal(res.status, 201);
    }
    const resumed = await open(talent, ready.id!);
    const got: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const event = await resumed.next((e) => e.event === 'message');
      got.push(JSON.parse(event.data).message.body);
    }
    assert.deepEqual(got, ['missed 1', 'missed 2', 'missed 3']);
    // Live again after the history, without duplicates.
    await recruiter.agent.post(`/api/conversations/${id}/messages`, { json: { body: 'live' } });
    const live = await resumed.next((e) => e.event === 'message');
    assert.equal(JSON.parse(live.data).message.body, 'live');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = resumed.events.filter((e) => e.event === 'message').map((e) => e.id);
    assert.equal(new Set(ids).size, ids.length, 'no event twice');
    assert.equal(ids.length, 4);
  });

  it('closes the streams', () => {
    for (const stream of streams) stream.close();
  });
});
