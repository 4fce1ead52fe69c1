import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, uniqueEmail } from '../../../helper.js';

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
});
