// The API's sentences in the language the request asks for (issue 29): Indonesian for `id`,
// English for `en`, and the spec's English for a client that names no language.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp } from '../../helper.js';

const INDONESIAN = { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

describe('answers in the asked language', () => {
  const ctx = sharedApp();

  it('words an error message per language, and in English for no language', async () => {
    const { email } = await ctx.api.registerTalent();
    const wrong = { email, password: 'not-the-password-1' };
    const id = await ctx.api
      .agent()
      .post('/api/auth/login-user', { json: wrong, headers: INDONESIAN });
    assert.equal(id.status, 401, id.text);
    assert.equal(id.body.message, 'Email atau kata sandi salah');
    assert.deepEqual(id.body.errors, ['Email atau kata sandi salah']);
    const en = await ctx.api
      .agent()
      .post('/api/auth/login-user', { json: wrong, headers: ENGLISH });
    assert.equal(en.body.message, 'Email or password is incorrect');
    const none = await ctx.api.agent().post('/api/auth/login-user', { json: wrong });
    assert.equal(none.status, 401, none.text);
    assert.equal(none.body.message, 'Email or password is incorrect', "the spec's text");
    assert.match(id.headers.get('vary') ?? '', /Accept-Language/i);
  });

  it('words field messages and their summary, labels included', async () => {
    const body = {
      full_name: 'Ana',
      email: 'not-an-email',
      phone: '0812345678',
      password: 'short',
    };
    const id = await ctx.api
      .agent()
      .post('/api/auth/regis-user', { json: body, headers: INDONESIAN });
    assert.equal(id.status, 400, id.text);
    assert.equal(id.body.fields.email, 'Email harus berupa alamat email yang valid');
    assert.match(id.body.fields.password, /^Kata sandi minimal \d+ karakter$/);
    assert.match(id.body.message, /\(dan 1 masalah lain\)$/);
    assert.doesNotMatch(JSON.stringify(id.body), /must|problem/);

    const en = await ctx.api.agent().post('/api/auth/regis-user', { json: body, headers: ENGLISH });
    assert.equal(en.body.fields.email, 'Email must be a valid email address');
    assert.match(en.body.fields.password, /^Password must be at least \d+ characters$/);
    const none = await ctx.api.agent().post('/api/auth/regis-user', { json: body });
    assert.deepEqual(none.body, en.body, 'no language reads like English');
  });

  it('words success messages and follows the language cookie', async () => {
    const { agent } = await ctx.api.registerTalent();
    // The visitor's choice, as the switcher stores it, with a browser asking for English.
    agent.cookies.set('peworld_lang', 'id');
    const id = await agent.put('/api/auth/language', {
      json: { language: 'id' },
      headers: ENGLISH,
    });
    assert.equal(id.status, 200, id.text);
    assert.equal(id.body.message, 'Bahasa tersimpan');
    agent.cookies.delete('peworld_lang');
    const en = await agent.put('/api/auth/language', {
      json: { language: 'en' },
      headers: ENGLISH,
    });
    assert.equal(en.body.message, 'Language saved');
  });

  it('words a sentence that carries a value (a not-found id, a skill already held)', async () => {
    const { agent } = await ctx.api.registerTalent();
    const missing = await ctx.api.agent().get('/api/users/999999', { headers: INDONESIAN });
    assert.equal(missing.status, 404, missing.text);
    assert.equal(missing.body.message, 'Talenta tidak ditemukan');
    const first = await agent.post('/api/users-skills', { json: { skill_name: 'React' } });
    assert.ok(first.status < 300, first.text);
    const again = await agent.post('/api/users-skills', {
      json: { skill_name: 'React' },
      headers: INDONESIAN,
    });
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.message, 'React sudah ada di skill Anda');
  });

  it('leaves the data alone: only the sentences change', async () => {
    const { user } = await ctx.api.registerTalent({ full_name: 'Budi Not Found' });
    const id = await ctx.api.agent().get(`/api/users/${user.id_user}`, { headers: INDONESIAN });
    const en = await ctx.api.agent().get(`/api/users/${user.id_user}`, { headers: ENGLISH });
    assert.equal(id.status, 200, id.text);
    assert.equal(id.body.message, 'Profil talenta');
    assert.equal(en.body.message, 'Talent profile');
    assert.deepEqual(id.body.data, en.body.data);
  });
});
