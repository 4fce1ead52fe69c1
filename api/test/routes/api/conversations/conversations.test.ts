import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, build, readOutbox, sharedApp, type Registered } from '../../../helper.js';

describe('conversations and the hire lifecycle', () => {
  const ctx = sharedApp();
  let recruiter: Registered;
  let otherRecruiter: Registered;
  let talent: Registered;
  let outsider: Registered;
  let conversationId: number;
  let hireId: number;

  const hire = (from: Registered, to: Registered, subject = 'Frontend role') =>
    from.agent.post('/api/hire', {
      json: { subject, message: `About ${subject}`, id_user: to.user.id_user },
    });

  it('setup', async () => {
    recruiter = await ctx.api.registerRecruiter({ company: 'Hiring Co' });
    otherRecruiter = await ctx.api.registerRecruiter({ company: 'Other Co' });
    talent = await ctx.api.registerTalent({ full_name: 'Rina Wijaya' });
    outsider = await ctx.api.registerTalent({ full_name: 'Outsider' });
  });

  it('a hire request opens a conversation both sides see, unread for the talent only', async () => {
    const res = await hire(recruiter, talent);
    assert.equal(res.status, 201);
    conversationId = res.body.data.conversation_id;
    hireId = res.body.data.id;

    const mine = await talent.agent.get('/api/conversations');
    assert.equal(mine.status, 200);
    assert.equal(mine.body.data.length, 1);
    const c = mine.body.data[0];
    assert.equal(c.id, conversationId);
    assert.equal(c.counterpart.name, 'Hiring Co');
    assert.equal(c.counterpart.role, 'recruiter');
    assert.equal(c.counterpart.contact, null, 'no contact before acceptance');
    assert.equal(c.unread, 1);
    assert.equal(mine.body.unread, 1);
    assert.equal(c.last_message.kind, 'hire');
    assert.equal(c.last_message.subject, 'Frontend role');
    assert.equal(c.last_message.hire_status, 'pending');
    assert.equal(c.hire.status, 'pending');

    const theirs = await recruiter.agent.get('/api/conversations');
    assert.equal(theirs.body.data[0].id, conversationId);
    assert.equal(theirs.body.data[0].counterpart.name, 'Rina Wijaya');
    assert.equal(theirs.body.data[0].unread, 0);
    assert.equal((await outsider.agent.get('/api/conversations')).body.data.length, 0);
  });

  it('only the two participants can read or write it: 403 for others, 404 for unknown, 401 anonymous', async () => {
    for (const who of [outsider, otherRecruiter]) {
      assert.equal((await who.agent.get(`/api/conversations/${conversationId}`)).status, 403);
      const msgs = await who.agent.get(`/api/conversations/${conversationId}/messages`);
      assert.equal(msgs.status, 403);
      assert.equal(msgs.body.message, 'Only the two participants can open this conversation');
      const send = await who.agent.post(`/api/conversations/${conversationId}/messages`, {
        json: { body: 'let me in' },
      });
      assert.equal(send.status, 403);
      assert.equal((await who.agent.post(`/api/conversations/${conversationId}/read`)).status, 403);
    }
    assert.equal((await talent.agent.get('/api/conversations/99999999')).status, 404);
    assert.equal((await talent.agent.get('/api/conversations/abc/messages')).status, 404);
    assert.equal(
      (await talent.agent.post('/api/conversations/99999999/messages', { json: { body: 'x' } }))
        .status,
      404,
    );
    const anonymous = ctx.api.agent();
    assert.equal((await anonymous.get('/api/conversations')).status, 401);
    assert.equal((await anonymous.get(`/api/conversations/${conversationId}`)).status, 401);
    assert.equal((await anonymous.get('/api/notifications')).status, 401);
    const { rows } = await ctx.api.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM messages WHERE conversation_id = $1',
      [conversationId],
    );
    assert.equal(Number(rows[0]!.n), 1, 'nothing was written by the others');
  });

  it('one pending request per pair: a second one is refused with 409 and writes nothing', async () => {
    const res = await hire(recruiter, talent, 'Again');
    assert.equal(res.status, 409);
    assert.equal(
      res.body.message,
      'A hire request to this talent is still pending: wait for an answer or withdraw it first',
    );
    const { rows } = await ctx.api.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM hire_requests WHERE id_user = $1',
      [talent.user.id_user],
    );
    assert.equal(Number(rows[0]!.n), 1);
    // Another company is a different pair.
    assert.equal((await hire(otherRecruiter, talent, 'Elsewhere')).status, 201);
  });

  it('each status change only by the right side: 403 for the wrong side and for others', async () => {
    const cases: Array<[Registered, string, number]> = [
      [recruiter, 'accept', 403],
      [recruiter, 'decline', 403],
      [talent, 'withdraw', 403],
      [outsider, 'accept', 403],
      [outsider, 'decline', 403],
      [otherRecruiter, 'withdraw', 403],
    ];
    for (const [who, action, status] of cases) {
      const res = await who.agent.patch(`/api/hire/${hireId}`, { json: { action } });
      assert.equal(res.status, status, `${who.user.role} ${action}`);
    }
    assert.equal(
      (await recruiter.agent.patch('/api/hire/99999999', { json: { action: 'withdraw' } })).status,
      404,
    );
    const bad = await talent.agent.patch(`/api/hire/${hireId}`, { json: { action: 'hire' } });
    assert.equal(bad.status, 400);
    assert.equal(
      fieldList(bad.body)[0]!.message,
      "Action must be 'accept', 'decline' or 'withdraw'",
    );
    const { rows } = await ctx.api.db.query<{ status: string }>(
      'SELECT status FROM hire_requests WHERE id = $1',
      [hireId],
    );
    assert.equal(rows[0]!.status, 'pending');
  });

  it('the talent accepts: both sides see the status and each other contact details; no second answer', async () => {
    const res = await talent.agent.patch(`/api/hire/${hireId}`, { json: { action: 'accept' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.hire.status, 'accepted');
    assert.equal(res.body.data.message.kind, 'status');
    assert.equal(res.body.data.message.hire_status, 'accepted');

    const again = await talent.agent.patch(`/api/hire/${hireId}`, { json: { action: 'decline' } });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'This hire request is already accepted');
    const late = await recruiter.agent.patch(`/api/hire/${hireId}`, {
      json: { action: 'withdraw' },
    });
    assert.equal(late.status, 409);

    const forRecruiter = await recruiter.agent.get(`/api/conversations/${conversationId}`);
    assert.equal(forRecruiter.body.data.hire.status, 'accepted');
    assert.equal(forRecruiter.body.data.counterpart.contact.email, talent.email);
    assert.equal(forRecruiter.body.data.counterpart.contact.phone, '081234567890');
    const forTalent = await talent.agent.get(`/api/conversations/${conversationId}`);
    assert.equal(forTalent.body.data.counterpart.contact.email, recruiter.email);

    // The other company's conversation stays without contact details.
    const list = await talent.agent.get('/api/conversations');
    const other = list.body.data.find(
      (c: { id_company: number }) => c.id_company === otherRecruiter.user.id_user,
    );
    assert.equal(other.counterpart.contact, null);

    const thread = await recruiter.agent.get(`/api/conversations/${conversationId}/messages`);
    assert.deepEqual(
      thread.body.data.map((m: { kind: string; hire_status: string }) => [m.kind, m.hire_status]),
      [
        ['hire', 'accepted'],
        ['status', 'accepted'],
      ],
    );
  });

  it('decline keeps a reason; withdraw by the company while pending', async () => {
    const first = await hire(otherRecruiter, outsider, 'One');
    assert.equal(first.status, 201);
    const declined = await outsider.agent.patch(`/api/hire/${first.body.data.id}`, {
      json: { action: 'decline', reason: 'Not looking right now' },
    });
    assert.equal(declined.status, 200);
    assert.equal(declined.body.data.hire.decline_reason, 'Not looking right now');
    assert.equal(declined.body.data.message.body, 'Not looking right now');

    const second = await hire(otherRecruiter, outsider, 'Two');
    assert.equal(second.status, 201, 'a declined request no longer blocks a new one');
    assert.equal(second.body.data.conversation_id, first.body.data.conversation_id);
    const withdrawn = await otherRecruiter.agent.patch(`/api/hire/${second.body.data.id}`, {
      json: { action: 'withdraw' },
    });
    assert.equal(withdrawn.status, 200);
    assert.equal(withdrawn.body.data.hire.status, 'withdrawn');
    const list = await outsider.agent.get('/api/conversations');
    assert.equal(list.body.data[0].hire.status, 'withdrawn');
    assert.equal(list.body.data[0].last_message.hire_status, 'withdrawn');
  });

  it('a pending request expires after 14 days: shown as expired, answers 409, a new one is allowed', async () => {
    const sent = await hire(recruiter, outsider, 'Old offer');
    assert.equal(sent.status, 201);
    await ctx.api.db.query(
      `UPDATE hire_requests SET created_at = now() - interval '14 days 1 minute' WHERE id = $1`,
      [sent.body.data.id],
    );
    const list = await outsider.agent.get('/api/conversations');
    const c = list.body.data.find((x: { id: number }) => x.id === sent.body.data.conversation_id);
    assert.equal(c.hire.status, 'expired');
    assert.equal(c.last_message.kind, 'status');
    assert.equal(c.last_message.sender_id, null);
    const answer = await outsider.agent.patch(`/api/hire/${sent.body.data.id}`, {
      json: { action: 'accept' },
    });
    assert.equal(answer.status, 409);
    assert.equal(answer.body.message, 'This hire request is already expired');
    assert.equal((await hire(recruiter, outsider, 'Fresh offer')).status, 201);
    // A request 13 days old is still pending.
    const { rows } = await ctx.api.db.query<{ status: string }>(
      `SELECT status FROM hire_requests WHERE subject = 'Fresh offer'`,
    );
    assert.equal(rows[0]!.status, 'pending');
  });

  it('messages: send, cursor pagination (oldest first per page), length limit, empty refused', async () => {
    for (let i = 1; i <= 34; i += 1) {
      const who = i % 2 ? talent : recruiter;
      const res = await who.agent.post(`/api/conversations/${conversationId}/messages`, {
        json: { body: `message ${i}` },
      });
      assert.equal(res.status, 201);
    }
    const first = await talent.agent.get(`/api/conversations/${conversationId}/messages`, {
      query: { limit: 20 },
    });
    assert.equal(first.status, 200);
    assert.equal(first.body.data.length, 20);
    assert.equal(first.body.data.at(-1).body, 'message 34');
    assert.equal(first.body.data[0].body, 'message 15');
    const second = await talent.agent.get(`/api/conversations/${conversationId}/messages`, {
      query: { limit: 20, before: first.body.next_cursor },
    });
    assert.equal(second.body.data.length, 16); // 14 more texts + the request + its acceptance
    assert.equal(second.body.data[0].kind, 'hire');
    assert.equal(second.body.data.at(-1).body, 'message 14');
    assert.equal(second.body.next_cursor, null);

    const long = await talent.agent.post(`/api/conversations/${conversationId}/messages`, {
      json: { body: 'x'.repeat(2001) },
    });
    assert.equal(long.status, 400);
    assert.equal(long.body.message, 'Message must be at most 2000 characters');
    const exact = await talent.agent.post(`/api/conversations/${conversationId}/messages`, {
      json: { body: 'x'.repeat(2000) },
    });
    assert.equal(exact.status, 201);
    const empty = await talent.agent.post(`/api/conversations/${conversationId}/messages`, {
      json: { body: '   ' },
    });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, 'Message is required');
    const html = '<img src=x onerror=alert(1)> & "quotes"';
    const stored = await talent.agent.post(`/api/conversations/${conversationId}/messages`, {
      json: { body: html },
    });
    assert.equal(stored.body.data.body, html, 'stored and answered as plain text');
  });

  it('unread counts, read marking, notifications and mark all read', async () => {
    const before = await recruiter.agent.get('/api/conversations');
    const c = before.body.data.find((x: { id: number }) => x.id === conversationId);
    assert.ok(c.unread >= 17, `recruiter has the talent's messages unread (${c.unread})`);
    const notes = await recruiter.agent.get('/api/notifications', { query: { limit: 5 } });
    assert.equal(notes.status, 200);
    assert.equal(notes.body.data.length, 5);
    assert.equal(notes.body.unread, before.body.unread);
    assert.ok(notes.body.data.every((n: { read: boolean }) => !n.read));
    assert.equal(notes.body.data[0].from_name, 'Rina Wijaya');

    const read = await recruiter.agent.post(`/api/conversations/${conversationId}/read`);
    assert.equal(read.status, 200);
    const after = await recruiter.agent.get('/api/conversations');
    assert.equal(after.body.data.find((x: { id: number }) => x.id === conversationId).unread, 0);
    // The total is the sum over conversations (the expired request elsewhere stays unread).
    const sum = after.body.data.reduce((n: number, x: { unread: number }) => n + x.unread, 0);
    assert.equal(after.body.unread, sum);
    assert.equal((await recruiter.agent.get('/api/notifications/unread')).body.unread, sum);

    // The talent: unread from two companies; one notification read, then all.
    const talentNotes = await talent.agent.get('/api/notifications', { query: { limit: 50 } });
    assert.ok(talentNotes.body.unread >= 2);
    const one = talentNotes.body.data.find(
      (n: { conversation_id: number }) => n.conversation_id !== conversationId,
    );
    const marked = await talent.agent.post('/api/notifications/read', { json: { id: one.id } });
    assert.equal(marked.status, 200);
    assert.ok(marked.body.unread < talentNotes.body.unread);
    const all = await talent.agent.post('/api/notifications/read', { json: {} });
    assert.equal(all.body.unread, 0);
    assert.equal((await talent.agent.get('/api/conversations')).body.unread, 0);
    const foreign = await outsider.agent.post('/api/notifications/read', { json: { id: one.id } });
    assert.equal(foreign.status, 403);
    const unknown = await talent.agent.post('/api/notifications/read', {
      json: { id: 2_000_000_000 },
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Notification not found');
  });

  it("a talent's 'Apply' opens a conversation with a company (talent only, known company)", async () => {
    const applicant = await ctx.api.registerTalent({ full_name: 'Applicant' });
    const res = await applicant.agent.post('/api/conversations', {
      json: { id_company: recruiter.user.id_user, body: 'I would like to apply' },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.counterpart.name, 'Hiring Co');
    assert.equal(res.body.data.last_message.body, 'I would like to apply');
    const forCompany = await recruiter.agent.get('/api/conversations');
    const c = forCompany.body.data.find((x: { id: number }) => x.id === res.body.data.id);
    assert.equal(c.unread, 1);
    assert.equal(
      (
        await recruiter.agent.post('/api/conversations', {
          json: { id_company: recruiter.user.id_user, body: 'x' },
        })
      ).status,
      403,
    );
    const unknown = await applicant.agent.post('/api/conversations', {
      json: { id_company: 99999999, body: 'x' },
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Company not found');
  });

  it('emails the talent a new hire request with a link to the thread, unless turned off', async () => {
    const mails = (await readOutbox(ctx.api)).filter((m) => m.to === talent.email);
    assert.equal(mails.length, 2);
    assert.match(mails[0]!.subject, /sent you a hire request/);
    assert.equal(
      mails.find((m) => m.subject.includes('Hiring Co'))!.link,
      `http://localhost:3000/chat/${conversationId}`,
    );

    const off = await outsider.agent.put('/api/notifications/settings', {
      json: { email_hire_requests: false },
    });
    assert.equal(off.status, 200);
    assert.equal(
      (await outsider.agent.get('/api/notifications/settings')).body.data.email_hire_requests,
      false,
    );
    const before = (await readOutbox(ctx.api)).filter((m) => m.to === outsider.email).length;
    await recruiter.agent.patch(
      `/api/hire/${(await recruiter.agent.get('/api/hire')).body.data[0].id}`,
      {
        json: { action: 'withdraw' },
      },
    );
    assert.equal((await hire(recruiter, outsider, 'Quiet offer')).status, 201);
    const afterCount = (await readOutbox(ctx.api)).filter((m) => m.to === outsider.email).length;
    assert.equal(afterCount, before);
    assert.equal(
      (await recruiter.agent.get('/api/notifications/settings')).status,
      403,
      'settings are a talent setting',
    );
  });
});

describe('message rate limit', () => {
  it('refuses messages beyond the per-account budget with 429 and a clear message', async (t) => {
    const api = await build(t, { config: { rateLimitMessagesMax: 3 } });
    const recruiter = await api.registerRecruiter();
    const talent = await api.registerTalent();
    const sent = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Hi', message: 'Hello', id_user: talent.user.id_user },
    });
    const id = sent.body.data.conversation_id;
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i += 1) {
      last = await recruiter.agent.post(`/api/conversations/${id}/messages`, {
        json: { body: `m${i}` },
      });
      statuses.push(last.status);
    }
    assert.deepEqual(statuses, [201, 201, 429]);
    assert.match(last!.body.message, /^You are sending messages too fast\. Please try again in/);
    // Another account has its own budget.
    const reply = await talent.agent.post(`/api/conversations/${id}/messages`, {
      json: { body: 'hello back' },
    });
    assert.equal(reply.status, 201);
  });

  it('counts the budget in the shared counter store, so every API process on it shares one', async (t) => {
    const api = await build(t, { config: { rateLimitMessagesMax: 3 } });
    const recruiter = await api.registerRecruiter();
    const talent = await api.registerTalent();
    const sent = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Hi', message: 'Hello', id_user: talent.user.id_user },
    });
    assert.equal(sent.status, 201);
    // Another process sent the rest of the talent's budget: its hits are in the same store.
    await api.app.counterStore.hit(`messages:${talent.user.id_user}`, 60_000);
    await api.app.counterStore.hit(`messages:${talent.user.id_user}`, 60_000);
    await api.app.counterStore.hit(`messages:${talent.user.id_user}`, 60_000);
    const refused = await talent.agent.post(
      `/api/conversations/${sent.body.data.conversation_id}/messages`,
      { json: { body: 'one too many' } },
    );
    assert.equal(refused.status, 429);
    assert.match(refused.body.message, /^You are sending messages too fast\./);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
  });
});
