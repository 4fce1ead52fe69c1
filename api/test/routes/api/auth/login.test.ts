import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, assertNoSecrets, sharedApp, uniqueEmail } from '../../../helper.js';

describe('login, logout and me', () => {
  const ctx = sharedApp();

  it('logs a talent in with an HttpOnly SameSite=Lax session cookie', async () => {
    const { email, password } = await ctx.api.registerTalent({ full_name: 'Dewi' });
    const agent = ctx.api.agent();
    const res = await agent.post('/api/auth/login-user', { json: { email, password } });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Login successful');
    assert.equal(res.body.result.user.role, 'talent');
    assert.equal(res.body.result.user.name, 'Dewi');
    assertNoSecrets(res.body);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('peworld_session='));
    assert.ok(cookie);
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    assert.match(cookie, /Path=\//);
    assert.match(cookie, /Expires=/);
    assert.doesNotMatch(cookie, /Secure/);
    // Only the hash of the token is stored.
    const token = agent.cookies.get('peworld_session')!;
    const { rows } = await ctx.api.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions',
    );
    assert.ok(rows.every((row) => row.token_hash !== token));
    assert.ok(rows.some((row) => /^[0-9a-f]{64}$/.test(row.token_hash)));
  });

  it('logs a recruiter in through login-company, with id_company', async () => {
    const { email, password, user } = await ctx.api.registerRecruiter({ company: 'Kopi Kita' });
    const res = await ctx.api
      .agent()
      .post('/api/auth/login-company', { form: { email: email.toUpperCase(), password } });
    assert.equal(res.status, 200);
    assert.equal(res.body.result.user.role, 'recruiter');
    assert.equal(res.body.result.user.id_company, user.id_user);
    assert.equal(res.body.result.user.name, 'Kopi Kita');
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const { email } = await ctx.api.registerTalent();
    const wrongPassword = await ctx.api
      .agent()
      .post('/api/auth/login-user', { json: { email, password: 'wrong-password' } });
    const unknownEmail = await ctx.api.agent().post('/api/auth/login-user', {
      json: { email: uniqueEmail('ghost'), password: 'wrong-password' },
    });
    for (const res of [wrongPassword, unknownEmail]) {
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, {
        status: 401,
        message: 'Email or password is incorrect',
        errors: ['Email or password is incorrect'],
      });
      assert.equal(res.headers.getSetCookie().length, 0);
    }
  });

  it('keeps talent and recruiter logins apart', async () => {
    const talent = await ctx.api.registerTalent();
    const recruiter = await ctx.api.registerRecruiter();
    const talentAsCompany = await ctx.api.agent().post('/api/auth/login-company', {
      json: { email: talent.email, password: talent.password },
    });
    assert.equal(talentAsCompany.status, 401);
    assert.match(talentAsCompany.body.message, /talent account/);
    const recruiterAsTalent = await ctx.api.agent().post('/api/auth/login-user', {
      json: { email: recruiter.email, password: recruiter.password },
    });
    assert.equal(recruiterAsTalent.status, 401);
    assert.match(recruiterAsTalent.body.message, /recruiter account/);
    // A wrong password on the wrong page still says only "incorrect".
    const wrong = await ctx.api
      .agent()
      .post('/api/auth/login-company', { json: { email: talent.email, password: 'nope-nope' } });
    assert.equal(wrong.body.message, 'Email or password is incorrect');
  });

  it('validates the login fields', async () => {
    const res = await ctx.api
      .agent()
      .post('/api/auth/login-user', { json: { email: 'nope', password: '' } });
    assert.equal(res.status, 400);
    assert.deepEqual(fieldList(res.body), [
      { field: 'email', message: 'Email must be a valid email address' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('GET /me answers the session user, and 401 without or with a bad session', async () => {
    const { agent, user } = await ctx.api.registerTalent();
    const me = await agent.get('/api/auth/me');
    assert.equal(me.status, 200);
    assert.deepEqual(me.body.result.user, user);
    assertNoSecrets(me.body);
    const anonymous = await ctx.api.agent().get('/api/auth/me');
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.message, 'Please log in first');
    const forged = ctx.api.agent();
    forged.cookies.set('peworld_session', 'A'.repeat(43));
    assert.equal((await forged.get('/api/auth/me')).status, 401);
    const junk = ctx.api.agent();
    junk.cookies.set('peworld_session', "' OR 1=1 --");
    assert.equal((await junk.get('/api/auth/me')).status, 401);
  });

  it('an expired session is refused', async () => {
    const { agent } = await ctx.api.registerTalent();
    await ctx.api.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    assert.equal((await agent.get('/api/auth/me')).status, 401);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const { agent } = await ctx.api.registerTalent();
    const token = agent.cookies.get('peworld_session')!;
    const res = await agent.post('/api/auth/logout');
    assert.equal(res.status, 200);
    assert.equal(typeof res.body.message, 'string');
    assert.ok(res.headers.getSetCookie().some((line) => /^peworld_session=;/.test(line)));
    assert.equal(agent.cookies.has('peworld_session'), false);
    // Replaying the old token does not work: the session is gone server-side.
    const replay = ctx.api.agent();
    replay.cookies.set('peworld_session', token);
    assert.equal((await replay.get('/api/auth/me')).status, 401);
    // Logging out without a session is harmless.
    assert.equal((await ctx.api.agent().post('/api/auth/logout')).status, 200);
  });

  it('requests of several sessions at once each get their own account, and a logout is seen next', async () => {
    // Session lookups asked together share statements (lib/coalesced-lookups.ts).
    const accounts = [
      await ctx.api.registerTalent(),
      await ctx.api.registerRecruiter(),
      await ctx.api.registerTalent(),
    ];
    const agents = accounts.map(({ agent }) => agent);
    const meOfEach = () =>
      Promise.all(agents.flatMap((agent) => [1, 2, 3, 4].map(() => agent.get('/api/auth/me'))));
    const before = await meOfEach();
    assert.deepEqual(
      before.map((res) => [res.status, res.body.result?.user.email]),
      accounts.flatMap(({ email }) => [1, 2, 3, 4].map(() => [200, email])),
    );

    // The logged-out token is still sent: only the server can refuse it.
    const replay = ctx.api.agent();
    replay.cookies.set('peworld_session', accounts[1]!.agent.cookies.get('peworld_session')!);
    await accounts[1]!.agent.post('/api/auth/logout');
    agents[1] = replay;
    const after = await meOfEach();
    assert.deepEqual(
      after.map((res) => res.status),
      [200, 200, 200, 200, 401, 401, 401, 401, 200, 200, 200, 200],
    );
  });

  it('two logins make two independent sessions', async () => {
    const { agent, email, password } = await ctx.api.registerTalent();
    const phone = ctx.api.agent();
    assert.equal(
      (await phone.post('/api/auth/login-user', { json: { email, password } })).status,
      200,
    );
    await phone.post('/api/auth/logout');
    assert.equal((await agent.get('/api/auth/me')).status, 200);
  });
});

describe('secure cookies', () => {
  const ctx = sharedApp({ config: { cookieSecure: true } });

  it('marks the session cookie Secure when COOKIE_SECURE is on', async () => {
    const { email, password } = await ctx.api.registerTalent();
    const res = await ctx.api.agent().post('/api/auth/login-user', { json: { email, password } });
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('peworld_session='))!;
    assert.match(cookie, /Secure/);
  });
});
