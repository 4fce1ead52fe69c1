// The smaller hardening items: a password change consumes outstanding reset links, a client's
// X-Request-Id is echoed only when it is a short safe token, and HSTS only behind HTTPS.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, readOutbox, sharedApp } from '../../helper.js';

describe('small hardening items', () => {
  const ctx = sharedApp();

  it('a password change makes a reset link requested before it useless', async () => {
    const talent = await ctx.api.registerTalent();
    await ctx.api.agent().post('/api/auth/reset-password', { json: { email: talent.email } });
    const mails = await readOutbox(ctx.api);
    const token = new URL(mails[mails.length - 1]!.link!).searchParams.get('token')!;
    const changed = await talent.agent.patch('/api/auth/password', {
      json: { current_password: talent.password, new_password: 'brand-new-password-2' },
    });
    assert.equal(changed.status, 200, changed.text);
    const res = await ctx.api.agent().post('/api/auth/reset-password/confirm', {
      json: { token, password: 'attacker-password-3' },
    });
    assert.equal(res.status, 400, res.text);
    const login = await ctx.api.agent().post('/api/auth/login-user', {
      json: { email: talent.email, password: 'brand-new-password-2' },
    });
    assert.equal(login.status, 200, 'the changed password still works');
  });

  it('X-Request-Id is echoed only when it is a short safe token', async () => {
    const safe = await ctx.api
      .agent()
      .get('/api/health', { headers: { 'x-request-id': 'trace-abc_1.2' } });
    assert.equal(safe.headers.get('x-request-id'), 'trace-abc_1.2');
    for (const bad of ['x'.repeat(65), 'a b', 'a"b<script>', 'abc\u00e9']) {
      const res = await ctx.api.agent().get('/api/health', {
        headers: { 'x-request-id': encodeURI(bad) === bad ? bad : 'a%20b' },
      });
      const echoed = res.headers.get('x-request-id') ?? '';
      assert.notEqual(echoed, bad);
      assert.match(echoed, /^[0-9a-f-]{36}$/, 'a fresh id instead');
    }
  });

  it('HSTS is sent only when cookies are Secure (behind HTTPS)', async (t) => {
    const plain = await ctx.api.agent().get('/api/health');
    assert.equal(plain.headers.get('strict-transport-security'), null);
    const secure = await build(t, { config: { cookieSecure: true } });
    const res = await secure.agent().get('/api/health');
    assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
  });
});
