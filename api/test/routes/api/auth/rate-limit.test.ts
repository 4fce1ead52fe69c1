import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, readOutbox, uniqueEmail } from '../../../helper.js';

describe('rate limits', () => {
  it('limits credential calls per IP, across login, registration, reset and password calls', async (t) => {
    const api = await build(t, { config: { rateLimitAuthIpMax: 4 } });
    const agent = api.agent();
    const calls = [
      () =>
        agent.post('/api/auth/login-user', {
          json: { email: uniqueEmail(), password: 'whatever-1' },
        }),
      () => agent.post('/api/auth/regis-user', { json: {} }),
      () => agent.post('/api/auth/reset-password', { json: { email: uniqueEmail() } }),
      () =>
        agent.post('/api/auth/login-company', {
          json: { email: uniqueEmail(), password: 'whatever-1' },
        }),
    ];
    for (const call of calls) assert.notEqual((await call()).status, 429);
    const limited = await agent.post('/api/auth/reset-password/confirm', {
      json: { token: 'x', password: 'whatever-12' },
    });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.status, 429);
    assert.match(limited.body.message, /^Too many requests\. Please try again in \d+ seconds?\.$/);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    // Other routes are not part of that budget.
    assert.equal((await agent.get('/api/company')).status, 200);
  });

  it('limits every route per IP with the global limit', async (t) => {
    const api = await build(t, { config: { rateLimitGlobalMax: 5 } });
    const agent = api.agent();
    for (let i = 0; i < 5; i += 1) assert.equal((await agent.get('/api/company')).status, 200);
    const limited = await agent.get('/api/company/1');
    assert.equal(limited.status, 429);
    assert.match(limited.body.message, /Please try again in/);
    // Health checks are exempt.
    assert.equal((await agent.get('/api/health')).status, 200);
  });

  it('counts credential calls of an IPv6 client by its /64 network', async (t) => {
    // Behind a trusted proxy, X-Forwarded-For names the client: three addresses of one /64.
    const api = await build(t, { config: { rateLimitAuthIpMax: 3, trustProxy: ['127.0.0.1'] } });
    const from = (ip: string) =>
      api.agent().post('/api/auth/reset-password', {
        json: { email: uniqueEmail() },
        headers: { 'x-forwarded-for': ip },
      });
    for (const ip of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::3'])
      assert.equal((await from(ip)).status, 200, ip);
    const limited = await from('2001:db8:5:6:abcd::4');
    assert.equal(limited.status, 429, 'a fourth address of the same /64 shares the budget');
    assert.equal((await from('2001:db8:5:7::1')).status, 200, 'another /64 has its own');
  });

  it('sends one account at most 3 reset mails an hour, answering every request alike', async (t) => {
    const api = await build(t, { config: { trustProxy: ['127.0.0.1'] } });
    const talent = await api.registerTalent();
    const addresses = ['192.0.2.1', '198.51.100.2', '203.0.113.3'];
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await api.agent().post('/api/auth/reset-password', {
        json: { email: talent.email },
        headers: { 'x-forwarded-for': addresses[i % addresses.length]! },
      });
      assert.equal(res.status, 200, res.text);
      answers.push(res.body);
    }
    const unknown = await api.agent().post('/api/auth/reset-password', {
      json: { email: uniqueEmail() },
    });
    for (const answer of answers) assert.deepEqual(answer, unknown.body, 'same as a success');
    const mails = (await readOutbox(api)).filter((mail) => mail.to === talent.email);
    assert.equal(mails.length, api.config.rateLimitResetMailsMax);
    assert.equal(mails.length, 3);
    // The links already sent still work: the cap only stops further mails.
    const token = new URL(mails[0]!.link!).searchParams.get('token')!;
    const confirm = await api.agent().post('/api/auth/reset-password/confirm', {
      json: { token, password: 'a-new-password-1' },
    });
    assert.equal(confirm.status, 200, confirm.text);
  });

  it('limits one account to 10 profile changes in 10 seconds; others and reads are not held', async (t) => {
    const api = await build(t, { config: { rateLimitProfileWritesMax: 10 } });
    const [storm, other] = await Promise.all([api.registerTalent(), api.registerTalent()]);
    const writes = [
      ...Array.from({ length: 6 }, (_, i) =>
        storm.agent.post('/api/users-skills', { json: { skill_name: `Storm ${i}` } }),
      ),
      storm.agent.patch(`/api/users/${storm.user.id_user}`, { json: { job_desk: 'Dev' } }),
      storm.agent.post('/api/users-experiences', {
        json: { company_name: 'PT A', job_position: 'Dev', day_in: '2020-01-01' },
      }),
    ];
    for (const res of await Promise.all(writes)) assert.ok(res.status < 300, res.text);
    const skills = (
      await storm.agent.get('/api/users-skills', {
        query: { id_user: storm.user.id_user },
      })
    ).body.data as Array<{ id: number }>;
    assert.equal((await storm.agent.delete(`/api/users-skills/${skills[0]!.id}`)).status, 200);
    assert.equal(
      (await storm.agent.patch(`/api/users-skills/${skills[1]!.id}`, { json: { skill_name: 'R' } }))
        .status,
      200,
    );
    const limited = await storm.agent.post('/api/users-skills', {
      json: { skill_name: 'Eleventh' },
    });
    assert.equal(limited.status, 429, limited.text);
    assert.match(
      limited.body.message,
      /^You are changing your profile too fast\. Please try again in \d+ seconds?\.$/,
    );
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.equal((await storm.agent.get(`/api/users/${storm.user.id_user}`)).status, 200);
    assert.equal((await storm.agent.get('/api/auth/me')).status, 200);
    const others = await other.agent.post('/api/users-skills', { json: { skill_name: 'Mine' } });
    assert.equal(others.status, 201, 'another account has its own budget');
  });
});
