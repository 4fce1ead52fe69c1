// The account's language (issue 29): stored with PUT /api/auth/language, answered with the
// login (so it follows the user to another browser), and the language of the reset mail.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readOutbox, sharedApp } from '../../../helper.js';

async function lastResetMail(
  api: Parameters<typeof readOutbox>[0],
  email: string,
  headers: Record<string, string> = {},
) {
  const res = await api.agent().post('/api/auth/reset-password', { json: { email }, headers });
  assert.equal(res.status, 200, res.text);
  await api.app.mailer.flush();
  const mail = (await readOutbox(api)).filter((entry) => entry.to === email).at(-1);
  assert.ok(mail, 'a reset mail was sent');
  return mail;
}

describe('account language', () => {
  const ctx = sharedApp();

  it('is stored for the account and comes back with the login on another browser', async () => {
    const { agent, email, password, user } = await ctx.api.registerTalent();
    assert.equal(user.language ?? null, null, 'never chosen');
    const saved = await agent.put('/api/auth/language', { json: { language: 'en' } });
    assert.equal(saved.status, 200, saved.text);
    const other = ctx.api.agent();
    const login = await other.post('/api/auth/login-user', { json: { email, password } });
    assert.equal(login.status, 200, login.text);
    assert.equal(login.body.result.user.language, 'en');
    await agent.put('/api/auth/language', { json: { language: 'id' } });
    assert.equal((await other.get('/api/auth/me')).body.result.user.language, 'id');
  });

  it('refuses a language we do not speak, and a visitor who is not logged in', async () => {
    const { agent } = await ctx.api.registerTalent();
    const bad = await agent.put('/api/auth/language', { json: { language: 'fr' } });
    assert.equal(bad.status, 400, bad.text);
    const anonymous = await ctx.api.agent().put('/api/auth/language', { json: { language: 'en' } });
    assert.equal(anonymous.status, 401, anonymous.text);
  });

  it("sends the reset mail in the account's language, else in the request's, else English", async () => {
    const indonesian = await ctx.api.registerTalent();
    await indonesian.agent.put('/api/auth/language', { json: { language: 'id' } });
    // The account's choice wins over the browser asking in English.
    const idMail = await lastResetMail(ctx.api, indonesian.email, { 'accept-language': 'en-US' });
    assert.equal(idMail.subject, 'Atur ulang kata sandi Peworld Anda');
    assert.match(idMail.text, /Buka tautan ini dalam 30 menit/);

    const english = await ctx.api.registerTalent();
    await english.agent.put('/api/auth/language', { json: { language: 'en' } });
    const enMail = await lastResetMail(ctx.api, english.email, { cookie: 'peworld_lang=id' });
    assert.equal(enMail.subject, 'Reset your Peworld password');

    const neverChosen = await ctx.api.registerTalent();
    const fromHeader = await lastResetMail(ctx.api, neverChosen.email, {
      'accept-language': 'id-ID,id;q=0.9,en;q=0.8',
    });
    assert.equal(fromHeader.subject, 'Atur ulang kata sandi Peworld Anda');
    const noLanguage = await lastResetMail(ctx.api, neverChosen.email);
    assert.equal(noLanguage.subject, 'Reset your Peworld password', "the spec's client");
  });
});
