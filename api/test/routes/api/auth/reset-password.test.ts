import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SMTPServer } from 'smtp-server';
import {
  fieldList,
  build,
  readOutbox,
  sharedApp,
  uniqueEmail,
  type TestApi,
} from '../../../helper.js';

const SENT = 'If an account exists for that email, we have sent a link to reset the password.';

async function requestToken(api: TestApi, email: string): Promise<string> {
  const before = (await readOutbox(api)).length;
  const res = await api.agent().post('/api/auth/reset-password', { json: { email } });
  assert.equal(res.status, 200);
  const mails = await readOutbox(api);
  assert.equal(mails.length, before + 1);
  const mail = mails[mails.length - 1]!;
  const link = new URL(mail.link!);
  assert.equal(`${link.origin}${link.pathname}`, 'http://localhost:3000/confirm-password');
  assert.ok(mail.text.includes(mail.link!));
  return link.searchParams.get('token')!;
}

describe('password reset', () => {
  const ctx = sharedApp();

  it('answers the same for known and unknown emails, and mails only existing accounts', async () => {
    const { email } = await ctx.api.registerTalent();
    const before = (await readOutbox(ctx.api)).length;
    const unknown = await ctx.api
      .agent()
      .post('/api/auth/reset-password', { json: { email: uniqueEmail('nobody') } });
    assert.equal((await readOutbox(ctx.api)).length, before, 'no mail for an unknown email');
    const known = await ctx.api
      .agent()
      .post('/api/auth/reset-password', { form: { email: email.toUpperCase() } });
    assert.deepEqual(unknown.body, { status: 200, message: SENT });
    assert.deepEqual(known.body, unknown.body);
    const mails = await readOutbox(ctx.api);
    assert.equal(mails.length, before + 1);
    assert.equal(mails.at(-1)!.to, email);
    assert.match(mails.at(-1)!.subject, /reset/i);
    // Only the hash of the token is stored.
    const token = new URL(mails.at(-1)!.link!).searchParams.get('token')!;
    const { rows } = await ctx.api.db.query<{ token_hash: string; expires_in: number }>(
      'SELECT token_hash, extract(epoch FROM expires_at - now()) AS expires_in FROM password_resets',
    );
    assert.ok(rows.every((row) => row.token_hash !== token));
    assert.ok(
      rows.some((row) => row.expires_in > 29 * 60 && row.expires_in <= 30 * 60),
      'valid 30 minutes',
    );
  });

  it('validates the email', async () => {
    const res = await ctx.api.agent().post('/api/auth/reset-password', { json: { email: 'nope' } });
    assert.equal(res.status, 400);
    assert.deepEqual(fieldList(res.body), [
      { field: 'email', message: 'Email must be a valid email address' },
    ]);
  });

  it('sets the new password once, logs out every session and answers the role', async () => {
    const talent = await ctx.api.registerRecruiter();
    const token = await requestToken(ctx.api, talent.email);

    const weak = await ctx.api
      .agent()
      .post('/api/auth/reset-password/confirm', { json: { token, password: 'short' } });
    assert.equal(weak.status, 400);
    assert.deepEqual(fieldList(weak.body), [
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);

    const res = await ctx.api
      .agent()
      .post('/api/auth/reset-password/confirm', { json: { token, password: 'a-fresh-password' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.result, { role: 'recruiter' });
    assert.equal(typeof res.body.message, 'string');

    assert.equal((await talent.agent.get('/api/auth/me')).status, 401, 'old sessions are revoked');
    assert.equal(
      (
        await ctx.api.agent().post('/api/auth/login-company', {
          json: { email: talent.email, password: talent.password },
        })
      ).status,
      401,
    );
    assert.equal(
      (
        await ctx.api.agent().post('/api/auth/login-company', {
          json: { email: talent.email, password: 'a-fresh-password' },
        })
      ).status,
      200,
    );

    const reuse = await ctx.api
      .agent()
      .post('/api/auth/reset-password/confirm', { json: { token, password: 'another-password' } });
    assert.equal(reuse.status, 400);
    assert.match(reuse.body.message, /already been used/);
    assert.equal(
      (
        await ctx.api.agent().post('/api/auth/login-company', {
          json: { email: talent.email, password: 'another-password' },
        })
      ).status,
      401,
    );
  });

  it('refuses an expired token and changes nothing', async () => {
    const talent = await ctx.api.registerTalent();
    const token = await requestToken(ctx.api, talent.email);
    await ctx.api.db.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
    );
    const res = await ctx.api
      .agent()
      .post('/api/auth/reset-password/confirm', { json: { token, password: 'never-applied-1' } });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /expired/);
    assert.equal((await talent.agent.get('/api/auth/me')).status, 200, 'sessions are kept');
    assert.equal(
      (
        await ctx.api.agent().post('/api/auth/login-user', {
          json: { email: talent.email, password: talent.password },
        })
      ).status,
      200,
    );
  });

  it('refuses forged tokens', async () => {
    for (const token of ['forged-token', 'A'.repeat(43), "' OR 1=1 --"]) {
      const res = await ctx.api
        .agent()
        .post('/api/auth/reset-password/confirm', { json: { token, password: 'whatever-123' } });
      assert.equal(res.status, 400);
      assert.match(res.body.message, /not valid/);
    }
  });

  it('a used token also voids the older links of the account', async () => {
    const talent = await ctx.api.registerTalent();
    const first = await requestToken(ctx.api, talent.email);
    const second = await requestToken(ctx.api, talent.email);
    assert.equal(
      (
        await ctx.api.agent().post('/api/auth/reset-password/confirm', {
          json: { token: second, password: 'second-password' },
        })
      ).status,
      200,
    );
    const res = await ctx.api.agent().post('/api/auth/reset-password/confirm', {
      json: { token: first, password: 'first-password' },
    });
    assert.equal(res.status, 400);
  });
});

describe('password reset mail over SMTP', () => {
  it('sends the link through SMTP_URL when it is set', async (t) => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const port = (server.server.address() as { port: number }).port;
    const api = await build(t, { config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    const { email } = await api.registerTalent();
    assert.equal(
      (await api.agent().post('/api/auth/reset-password', { json: { email } })).status,
      200,
    );
    await api.app.mailer.flush();
    assert.equal(received.length, 1);
    const unfolded = received[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    assert.match(unfolded, /http:\/\/localhost:3000\/confirm-password\?token=[A-Za-z0-9_-]{43}/);
    assert.equal((await readOutbox(api)).length, 0, 'nothing written to the outbox');
  });
});
