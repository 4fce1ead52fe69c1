// Password guessing is slowed at its source (per address, per account+address), never at the
// owner: wrong guesses from elsewhere do not keep the owner out, a completed reset clears the
// account, and the current password of PATCH /api/auth/password is limited per account.
// Other client addresses are real: agents connect from other 127.0.0.0/8 addresses.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, readOutbox, uniqueEmail, type ApiResponse } from '../../../helper.js';

const ATTACKER = { localAddress: '127.0.0.2' };
const OWNER_ELSEWHERE = { localAddress: '127.0.0.3' };
const WAIT_MESSAGE = /^Too many wrong passwords\. Please try again in \d+ seconds?\.$/;

function assertThrottled(res: ApiResponse, seconds: number) {
  assert.equal(res.status, 429, res.text);
  assert.equal(res.body.status, 429);
  assert.match(res.body.message, WAIT_MESSAGE);
  const retryAfter = Number(res.headers.get('retry-after'));
  assert.ok(retryAfter > seconds - 3 && retryAfter <= seconds, `Retry-After ${retryAfter}`);
  assert.match(res.body.message, new RegExp(`in ${retryAfter} seconds?\\.$`));
}

describe('login throttle', () => {
  it('slows the guessing address; the owner with the right password from another address gets in', async (t) => {
    const api = await build(t, { config: { rateLimitAuthAccountMax: 3 } });
    const victim = await api.registerTalent();
    const bystander = await api.registerTalent();
    const attacker = api.agent(ATTACKER);
    const guess = (email: string, password: string) =>
      attacker.post('/api/auth/login-user', { json: { email, password } });

    for (let i = 1; i <= 3; i += 1)
      assert.equal((await guess(victim.email, `wrong-guess-${i}`)).status, 401, `guess ${i}`);
    // The guessing address waits, even when it now sends the right password.
    assertThrottled(await guess(victim.email.toUpperCase(), victim.password), 30);

    const owner = api.agent(OWNER_ELSEWHERE);
    const ownerLogin = await owner.post('/api/auth/login-user', {
      json: { email: victim.email, password: victim.password },
    });
    assert.equal(ownerLogin.status, 200, 'the owner from an address that did not fail');
    assert.equal((await owner.get('/api/auth/me')).body.result.user.email, victim.email);
    // Also from the owner's usual address (127.0.0.1, no failures from there).
    assert.equal((await api.agent().post('/api/auth/login-user', { json: victim })).status, 200);
    // The attacker's address is only held back for that account (its own budget is not used up).
    assert.equal((await guess(bystander.email, bystander.password)).status, 200);
  });

  it('counts every account guessed from one address', async (t) => {
    const api = await build(t, {
      config: { rateLimitAuthAccountMax: 100, rateLimitAuthIpFailures: 3 },
    });
    const owner = await api.registerTalent();
    const attacker = api.agent(ATTACKER);
    for (let i = 1; i <= 3; i += 1) {
      const res = await attacker.post('/api/auth/login-user', {
        json: { email: uniqueEmail('sprayed'), password: 'Password-1' },
      });
      assert.equal(res.status, 401, `spray ${i}`);
    }
    assertThrottled(
      await attacker.post('/api/auth/login-company', {
        json: { email: uniqueEmail('sprayed'), password: 'Password-1' },
      }),
      30,
    );
    assert.equal(
      (await api.agent(OWNER_ELSEWHERE).post('/api/auth/login-user', { json: owner })).status,
      200,
    );
  });

  it('a completed password reset clears the account, even for the address that failed', async (t) => {
    const api = await build(t, { config: { rateLimitAuthAccountMax: 2 } });
    const victim = await api.registerTalent();
    const fromThere = api.agent(ATTACKER);
    const login = (password: string) =>
      fromThere.post('/api/auth/login-user', { json: { email: victim.email, password } });
    assert.equal((await login('wrong-guess-1')).status, 401);
    assert.equal((await login('wrong-guess-2')).status, 401);
    assertThrottled(await login(victim.password), 30);

    await fromThere.post('/api/auth/reset-password', { json: { email: victim.email } });
    const mails = await readOutbox(api);
    const token = new URL(mails.at(-1)!.link!).searchParams.get('token')!;
    const confirmed = await fromThere.post('/api/auth/reset-password/confirm', {
      json: { token, password: 'brand-new-password-1' },
    });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal((await login('brand-new-password-1')).status, 200);
  });
});

describe('password change throttle', () => {
  it('limits wrong current passwords per account, whatever the address', async (t) => {
    const api = await build(t, { config: { rateLimitAuthAccountMax: 3 } });
    const talent = await api.registerTalent();
    const change = (current: string, from?: { localAddress: string }) => {
      const agent = api.agent(from);
      for (const [name, value] of talent.agent.cookies) agent.cookies.set(name, value);
      return agent.patch('/api/auth/password', {
        json: { current_password: current, new_password: 'another-password-1' },
      });
    };
    for (let i = 1; i <= 3; i += 1) {
      const res = await change(`wrong-current-${i}`, { localAddress: `127.0.0.${10 + i}` });
      assert.equal(res.status, 400, `guess ${i}`);
      assert.equal(res.body.fields.current_password, 'Current password is incorrect');
    }
    // A fourth guess is refused before the password is checked, from a fresh address as well.
    assertThrottled(await change(talent.password, { localAddress: '127.0.0.20' }), 30);
    assertThrottled(await change(talent.password), 30);
    // Nothing changed: the old password still logs in.
    assert.equal(
      (await api.agent(OWNER_ELSEWHERE).post('/api/auth/login-user', { json: talent })).status,
      200,
    );
  });

  it('limits wrong current passwords per address across accounts', async (t) => {
    const api = await build(t, {
      config: { rateLimitAuthAccountMax: 100, rateLimitAuthIpFailures: 2 },
    });
    const first = await api.registerTalent();
    const second = await api.registerRecruiter();
    const body = { current_password: 'not-my-password', new_password: 'another-password-1' };
    assert.equal((await first.agent.patch('/api/auth/password', { json: body })).status, 400);
    assert.equal((await second.agent.patch('/api/auth/password', { json: body })).status, 400);
    assertThrottled(
      await second.agent.patch('/api/auth/password', {
        json: { ...body, current_password: second.password },
      }),
      30,
    );
  });
});

describe('client address behind a proxy', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async (t) => {
    const api = await build(t, { config: { rateLimitAuthAccountMax: 2 } });
    const victim = await api.registerTalent();
    const guess = (forwardedFor: string, password: string) =>
      api.agent(ATTACKER).post('/api/auth/login-user', {
        json: { email: victim.email, password },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // A spoofed header does not give the guesser a fresh address.
    assert.equal((await guess('198.51.100.1', 'wrong-guess-1')).status, 401);
    assert.equal((await guess('198.51.100.2', 'wrong-guess-2')).status, 401);
    assertThrottled(await guess('198.51.100.3', victim.password), 30);
  });

  it('counts the forwarded client address from a trusted proxy', async (t) => {
    const api = await build(t, {
      config: { rateLimitAuthAccountMax: 2, trustProxy: ['127.0.0.2'] },
    });
    const victim = await api.registerTalent();
    const viaProxy = (client: string, password: string) =>
      api.agent(ATTACKER).post('/api/auth/login-user', {
        json: { email: victim.email, password },
        headers: { 'x-forwarded-for': client },
      });
    assert.equal((await viaProxy('198.51.100.7', 'wrong-guess-1')).status, 401);
    assert.equal((await viaProxy('198.51.100.7', 'wrong-guess-2')).status, 401);
    assertThrottled(await viaProxy('198.51.100.7', victim.password), 30);
    // The owner behind the same proxy, from another client address, gets in.
    assert.equal((await viaProxy('203.0.113.9', victim.password)).status, 200);
  });
});
