import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, assertNoSecrets, sharedApp, type Registered } from '../../../helper.js';

describe('hire requests', () => {
  const ctx = sharedApp();
  let recruiter: Registered;
  let otherRecruiter: Registered;
  let talent: Registered;
  let otherTalent: Registered;

  it('setup', async () => {
    recruiter = await ctx.api.registerRecruiter({ company: 'Hiring Co' });
    otherRecruiter = await ctx.api.registerRecruiter({ company: 'Other Co' });
    talent = await ctx.api.registerTalent({ full_name: 'Rina Wijaya' });
    otherTalent = await ctx.api.registerTalent({ full_name: 'Joko' });
  });

  it('a recruiter sends a hire request as its own company (form body, id_company ignored)', async () => {
    const res = await recruiter.agent.post('/api/hire', {
      form: {
        subject: 'Frontend role',
        message: 'We would love to talk.',
        id_user: String(talent.user.id_user),
        id_company: String(otherRecruiter.user.id_user),
      },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.message, 'Saved!');
    const data = res.body.data;
    assert.equal(data.subject, 'Frontend role');
    assert.equal(data.message, 'We would love to talk.');
    assert.equal(data.id_user, talent.user.id_user);
    assert.equal(data.id_company, recruiter.user.id_user);
    assert.equal(data.name_company, 'Hiring Co');
    assert.equal(data.full_name, 'Rina Wijaya');
    assert.ok(Number.isInteger(data.id));
    assert.match(data.created_at, /^\d{4}-\d\d-\d\dT/);
    assert.equal(data.status, 'pending');
    assert.ok(Number.isInteger(data.conversation_id));
    assertNoSecrets(res.body);
  });

  /** One pending request per pair: withdraw the pending one before sending the next. */
  async function withdrawPending(from: Registered, to: Registered) {
    const sent = await from.agent.get('/api/hire');
    for (const h of sent.body.data) {
      if (h.id_user === to.user.id_user && h.status === 'pending') {
        const res = await from.agent.patch(`/api/hire/${h.id}`, { json: { action: 'withdraw' } });
        assert.equal(res.status, 200);
      }
    }
  }

  it('lists received requests for a talent and sent ones for a recruiter, newest first', async () => {
    await withdrawPending(recruiter, talent);
    const second = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Second', message: 'Again', id_user: talent.user.id_user },
    });
    assert.equal(second.status, 201);
    const fromOther = await otherRecruiter.agent.post('/api/hire', {
      json: { subject: 'Other', message: 'Hi', id_user: talent.user.id_user },
    });
    assert.equal(fromOther.status, 201);
    await recruiter.agent.post('/api/hire', {
      json: { subject: 'To Joko', message: 'Hi Joko', id_user: otherTalent.user.id_user },
    });

    const received = await talent.agent.get('/api/hire');
    assert.equal(received.status, 200);
    assert.deepEqual(
      received.body.data.map((h: { subject: string }) => h.subject),
      ['Other', 'Second', 'Frontend role'],
    );
    assertNoSecrets(received.body);

    const sent = await recruiter.agent.get('/api/hire');
    assert.deepEqual(
      sent.body.data.map((h: { subject: string }) => h.subject),
      ['To Joko', 'Second', 'Frontend role'],
    );
    assert.ok(
      sent.body.data.every((h: { id_company: number }) => h.id_company === recruiter.user.id_user),
    );

    const joko = await otherTalent.agent.get('/api/hire');
    assert.deepEqual(
      joko.body.data.map((h: { subject: string }) => h.subject),
      ['To Joko'],
    );
  });

  it('narrows the list to one talent and one status (the hire page asks "pending?")', async () => {
    const subjects = async (agent: Registered['agent'], query: string) => {
      const res = await agent.get(`/api/hire?${query}`);
      assert.equal(res.status, 200, query);
      return res.body.data.map(
        (h: { subject: string; status: string }) => `${h.subject}:${h.status}`,
      );
    };
    // The previous test left: to Rina 'Second' pending, 'Frontend role' withdrawn; to Joko pending.
    const rina = talent.user.id_user;
    assert.deepEqual(await subjects(recruiter.agent, `id_user=${rina}&status=pending`), [
      'Second:pending',
    ]);
    assert.deepEqual(await subjects(recruiter.agent, `id_user=${rina}`), [
      'Second:pending',
      'Frontend role:withdrawn',
    ]);
    assert.deepEqual(await subjects(recruiter.agent, `id_user=${rina}&status=accepted`), []);
    // Only the viewer's own requests: another company's request to Rina is never listed.
    assert.deepEqual(await subjects(otherRecruiter.agent, `id_user=${rina}&status=pending`), [
      'Other:pending',
    ]);
    // A talent filtering on someone else gets nothing, not that talent's requests.
    assert.deepEqual(await subjects(talent.agent, `id_user=${otherTalent.user.id_user}`), []);
    assert.equal((await recruiter.agent.get('/api/hire?status=maybe')).status, 400);
    assert.equal((await recruiter.agent.get('/api/hire?id_user=0')).status, 400);
  });

  it('authorization matrix for POST: anonymous 401, talent 403, recruiter 201', async () => {
    const matrix: Array<[string, ReturnType<typeof ctx.api.agent>, number]> = [
      ['anonymous', ctx.api.agent(), 401],
      ['talent', talent.agent, 403],
      ['other talent', otherTalent.agent, 403],
      ['recruiter', otherRecruiter.agent, 201],
    ];
    for (const [who, agent, status] of matrix) {
      const before = await ctx.api.db.query<{ n: number }>(
        'SELECT count(*) AS n FROM hire_requests',
      );
      const res = await agent.post('/api/hire', {
        json: { subject: `From ${who}`, message: 'Hello', id_user: otherTalent.user.id_user },
      });
      assert.equal(res.status, status, who);
      const afterCount = await ctx.api.db.query<{ n: number }>(
        'SELECT count(*) AS n FROM hire_requests',
      );
      assert.equal(afterCount.rows[0]!.n, before.rows[0]!.n + (status === 201 ? 1 : 0));
    }
    assert.equal((await ctx.api.agent().get('/api/hire')).status, 401);
  });

  it('answers 404 when id_user is not a talent, and writes nothing', async () => {
    const before = await ctx.api.db.query<{ n: number }>('SELECT count(*) AS n FROM hire_requests');
    for (const id of [999999, otherRecruiter.user.id_user]) {
      const res = await recruiter.agent.post('/api/hire', {
        json: { subject: 'Hi', message: 'Hello', id_user: id },
      });
      assert.equal(res.status, 404);
      assert.equal(res.body.message, 'Talent not found');
    }
    const afterCount = await ctx.api.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM hire_requests',
    );
    assert.equal(afterCount.rows[0]!.n, before.rows[0]!.n);
  });

  const invalid: Array<[Record<string, unknown>, string, string]> = [
    [{ subject: '' }, 'subject', 'Subject is required'],
    [{ subject: 's'.repeat(101) }, 'subject', 'Subject must be at most 100 characters'],
    [{ message: '   ' }, 'message', 'Message is required'],
    [{ message: 'm'.repeat(2001) }, 'message', 'Message must be at most 2000 characters'],
    [{ id_user: 'abc' }, 'id_user', 'Talent id must be a positive whole number'],
    [{ id_user: -3 }, 'id_user', 'Talent id must be a positive whole number'],
    [{ id_user: '1 OR 1=1' }, 'id_user', 'Talent id must be a positive whole number'],
    [{ id_user: undefined }, 'id_user', 'Talent id is required'],
  ];
  for (const [override, field, message] of invalid) {
    it(`validates ${field} (${message})`, async () => {
      const body = { subject: 'Hi', message: 'Hello', id_user: talent.user.id_user, ...override };
      const res = await recruiter.agent.post('/api/hire', { json: body });
      assert.equal(res.status, 400);
      assert.deepEqual(fieldList(res.body), [{ field, message }]);
    });
  }

  it('stores SQL metacharacters as plain text', async () => {
    const subject = "'; DROP TABLE hire_requests; --";
    await withdrawPending(recruiter, talent);
    const res = await recruiter.agent.post('/api/hire', {
      json: { subject, message: '100% _real_ \\ offer', id_user: talent.user.id_user },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.subject, subject);
    assert.equal(res.body.data.message, '100% _real_ \\ offer');
    assert.equal((await talent.agent.get('/api/hire')).body.data[0].subject, subject);
  });
});
