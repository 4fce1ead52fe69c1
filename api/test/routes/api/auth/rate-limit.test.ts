import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, uniqueEmail } from '../../../helper.js';
import { createLoginThrottle } from '../../../../src/plugins/app/auth-limits.js';

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

  it('locks an account after too many failed logins; a success resets the count', async (t) => {
    const api = await build(t, { config: { rateLimitAuthAccountMax: 3 } });
    const victim = await api.registerTalent();
    const other = await api.registerTalent();
    const attempt = (email: string, password: string) =>
      api.agent().post('/api/auth/login-user', { json: { email, password } });

    assert.equal((await attempt(victim.email, 'bad-password-1')).status, 401);
    assert.equal((await attempt(victim.email, 'bad-password-2')).status, 401);
    assert.equal(
      (await attempt(victim.email, victim.password)).status,
      200,
      'a success resets the count',
    );
    for (let i = 0; i < 3; i += 1)
      assert.equal((await attempt(victim.email.toUpperCase(), 'bad-password')).status, 401);
    const locked = await attempt(victim.email, victim.password);
    assert.equal(locked.status, 429, 'even the right password waits');
    assert.match(
      locked.body.message,
      /^Too many failed logins for this account\. Please try again in \d+ minutes\.$/,
    );
    assert.equal(
      (await attempt(other.email, other.password)).status,
      200,
      'other accounts are not affected',
    );
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
});

describe('login throttle window', () => {
  it('forgets failures after the window', () => {
    let clock = 1_000_000;
    const throttle = createLoginThrottle(2, 60_000, () => clock);
    throttle.recordFailure('A@x.io');
    throttle.recordFailure('a@x.io');
    assert.ok(throttle.blockedFor('a@X.io') > 0);
    clock += 30_000;
    assert.equal(throttle.blockedFor('a@x.io'), 30_000);
    clock += 30_000;
    assert.equal(throttle.blockedFor('a@x.io'), 0);
    throttle.recordFailure('a@x.io');
    assert.equal(throttle.blockedFor('a@x.io'), 0, 'a new window starts from one failure');
  });
});
