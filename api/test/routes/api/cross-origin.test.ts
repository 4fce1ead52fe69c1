// Cross-site request forgery (issue 27): a browser page on another origin — another site, or
// another port or subdomain of ours — cannot log the victim in or out nor write with the
// victim's cookie. Requests naming our origin, an origin of CORS_ORIGINS, or no origin at all
// (curl, servers, the spec's client on our origin) go on working.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, sharedApp, type Registered } from '../../helper.js';

const EVIL = 'http://evil.example';

describe('cross-origin writes are refused', () => {
  const ctx = sharedApp();
  let victim: Registered;
  let attacker: Registered;

  before(async () => {
    [victim, attacker] = await Promise.all([
      ctx.api.registerTalent({ full_name: 'Victim Talent' }),
      ctx.api.registerTalent({ full_name: 'Attacker Talent' }),
    ]);
  });

  /** Who the victim's browser is logged in as (null: nobody). */
  async function victimIsLoggedInAs(): Promise<number | null> {
    const me = await victim.agent.get('/api/auth/me');
    return me.status === 200 ? me.body.result.user.id_user : null;
  }

  const loginAsAttacker = (headers: Record<string, string>) =>
    victim.agent.post('/api/auth/login-user', {
      form: { email: attacker.email, password: attacker.password },
      headers,
    });

  it('a login form posted from another site is refused and changes no session', async () => {
    const attempts: Array<Record<string, string>> = [
      { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      { origin: EVIL },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const res = await loginAsAttacker(headers);
      assert.equal(res.status, 403, `${JSON.stringify(headers)}: ${res.text}`);
      assert.deepEqual(Object.keys(res.body).sort(), ['errors', 'message', 'status']);
      assert.equal(res.body.status, 403);
      assert.match(res.body.message, /another website/);
      assert.deepEqual(res.body.errors, [res.body.message]);
      assert.deepEqual(res.headers.getSetCookie(), [], 'no cookie is set or cleared');
      assert.equal(await victimIsLoggedInAs(), victim.user.id_user);
    }
  });

  it('so is one from another origin of the same site (another port)', async () => {
    const otherPort = new URL(ctx.api.url);
    otherPort.port = String(Number(otherPort.port) + 1);
    const attempts: Array<Record<string, string>> = [
      { origin: otherPort.origin, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const res = await loginAsAttacker(headers);
      assert.equal(res.status, 403, `${JSON.stringify(headers)}: ${res.text}`);
      assert.equal(await victimIsLoggedInAs(), victim.user.id_user);
    }
  });

  it('a logout form posted from another site does not log the victim out', async () => {
    const res = await victim.agent.post('/api/auth/logout', {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(res.status, 403, res.text);
    assert.deepEqual(res.headers.getSetCookie(), []);
    assert.equal(await victimIsLoggedInAs(), victim.user.id_user);
  });

  it('a cross-origin form or no-cors write with the victim cookie adds nothing', async () => {
    const skills = async () =>
      (await ctx.api.agent().get('/api/users-skills', { query: { id_user: victim.user.id_user } }))
        .body.data;
    const before = await skills();
    for (const headers of [
      { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      { origin: 'http://peworld.evil.example', 'sec-fetch-site': 'same-site' },
    ]) {
      const form = await victim.agent.post('/api/users-skills', {
        form: { skill_name: 'Planted Skill' },
        headers,
      });
      assert.equal(form.status, 403, form.text);
      const json = await victim.agent.post('/api/users-skills', {
        body: JSON.stringify({ skill_name: 'Planted Skill' }),
        headers: { ...headers, 'content-type': 'text/plain' },
      });
      assert.equal(json.status, 403, json.text);
      const patch = await victim.agent.patch(`/api/users/${victim.user.id_user}`, {
        form: { job_desk: 'Planted' },
        headers,
      });
      assert.equal(patch.status, 403, patch.text);
    }
    assert.deepEqual(await skills(), before);
  });

  it('our own origin and requests without Origin or Sec-Fetch-Site still work', async () => {
    const ours = await victim.agent.post('/api/users-skills', {
      json: { skill_name: 'Same Origin Skill' },
      headers: { origin: ctx.api.url, 'sec-fetch-site': 'same-origin' },
    });
    assert.equal(ours.status, 201, ours.text);
    const fetchMetadataOnly = await victim.agent.post('/api/users-skills', {
      json: { skill_name: 'Fetch Metadata Skill' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    assert.equal(fetchMetadataOnly.status, 201, fetchMetadataOnly.text);
    const bare = await victim.agent.post('/api/users-skills', {
      form: { skill_name: 'No Origin Skill' },
    });
    assert.equal(bare.status, 201, bare.text);

    const login = ctx.api.agent();
    const fromUs = await login.post('/api/auth/login-user', {
      json: { email: attacker.email, password: attacker.password },
      headers: { origin: ctx.api.url },
    });
    assert.equal(fromUs.status, 200, fromUs.text);
    const curl = await ctx.api.agent().post('/api/auth/login-user', {
      json: { email: attacker.email, password: attacker.password },
    });
    assert.equal(curl.status, 200, curl.text);
    const logout = await login.post('/api/auth/logout', { headers: { origin: ctx.api.url } });
    assert.equal(logout.status, 200, logout.text);
  });

  it('reads from another origin are not judged here (CORS decides what a page may read)', async () => {
    const res = await victim.agent.get('/api/auth/me', {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(res.status, 200);
  });
});

describe('origins of CORS_ORIGINS and PUBLIC_URL count as ours', () => {
  it('a frontend deployed on a listed origin may log in and write', async (t) => {
    const frontend = 'https://app.peworld.example';
    const api = await build(t, {
      config: { corsOrigins: [frontend], publicUrl: 'https://peworld.example' },
    });
    const talent = await api.registerTalent();
    for (const origin of [frontend, 'https://peworld.example', 'https://APP.peworld.example:443']) {
      const res = await talent.agent.post('/api/users-skills', {
        json: { skill_name: `Skill from ${origin}` },
        headers: { origin, 'sec-fetch-site': 'cross-site' },
      });
      assert.equal(res.status, 201, `${origin}: ${res.text}`);
    }
    const other = await talent.agent.post('/api/users-skills', {
      json: { skill_name: 'Not listed' },
      headers: { origin: 'https://other.peworld.example' },
    });
    assert.equal(other.status, 403, other.text);
  });
});
