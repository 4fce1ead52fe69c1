import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, assertNoSecrets, sharedApp } from '../../../helper.js';

describe('PATCH /api/auth/password', () => {
  const ctx = sharedApp();

  it('changes the password and logs out every other session', async () => {
    const { agent, email, password } = await ctx.api.registerTalent();
    const laptop = ctx.api.agent();
    await laptop.post('/api/auth/login-user', { json: { email, password } });
    const res = await agent.patch('/api/auth/password', {
      json: { current_password: password, new_password: 'brand-new-password' },
    });
    assert.equal(res.status, 200);
    assert.equal(typeof res.body.message, 'string');
    assertNoSecrets(res.body);
    assert.equal((await agent.get('/api/auth/me')).status, 200, 'this session stays');
    assert.equal((await laptop.get('/api/auth/me')).status, 401, 'other sessions are revoked');
    const oldLogin = await ctx.api
      .agent()
      .post('/api/auth/login-user', { json: { email, password } });
    assert.equal(oldLogin.status, 401);
    const newLogin = await ctx.api
      .agent()
      .post('/api/auth/login-user', { json: { email, password: 'brand-new-password' } });
    assert.equal(newLogin.status, 200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const { agent, email, password } = await ctx.api.registerRecruiter();
    const before = await ctx.api.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM accounts WHERE lower(email) = lower($1)',
      [email],
    );
    const res = await agent.patch('/api/auth/password', {
      form: { current_password: 'not-my-password', new_password: 'whatever-123' },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(fieldList(res.body), [
      { field: 'current_password', message: 'Current password is incorrect' },
    ]);
    const afterRows = await ctx.api.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM accounts WHERE lower(email) = lower($1)',
      [email],
    );
    assert.equal(afterRows.rows[0]!.password_hash, before.rows[0]!.password_hash);
    assert.equal(
      (await ctx.api.agent().post('/api/auth/login-company', { json: { email, password } })).status,
      200,
    );
  });

  it('validates the new password', async () => {
    const { agent, password } = await ctx.api.registerTalent();
    const short = await agent.patch('/api/auth/password', {
      json: { current_password: password, new_password: 'short' },
    });
    assert.equal(short.status, 400);
    assert.deepEqual(fieldList(short.body), [
      { field: 'new_password', message: 'New password must be at least 8 characters' },
    ]);
    const missing = await agent.patch('/api/auth/password', { json: {} });
    assert.equal(missing.status, 400);
    assert.deepEqual(
      fieldList(missing.body)
        .map((e: { field: string }) => e.field)
        .sort(),
      ['current_password', 'new_password'],
    );
  });

  it('needs a login', async () => {
    const res = await ctx.api
      .agent()
      .patch('/api/auth/password', { json: { current_password: 'x', new_password: 'yyyyyyyy' } });
    assert.equal(res.status, 401);
  });
});
