// Bodies are refused before they are read: each case declares a large body, sends only its
// first chunk and expects the answer while the rest is still unsent (a server that reads or
// parses the body first cannot answer then). Over real HTTP.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { addSkills, sharedApi } from './talent-fixtures.js';
import type { Registered, TestApi } from '../../helper.js';

interface PartialAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { status?: number; message?: string };
}

// Under every size limit, so that no server could refuse it from its declared length alone.
const DECLARED_JSON = 24 * 1024;
const DECLARED_MULTIPART = 20 * 1024 * 1024;
const NO_ANSWER_AFTER_MS = 10_000;

/**
 * Sends the headers of a request with a large body but only its first part (8 KB of JSON,
 * 64 KB of multipart), then waits for an answer. Resolves 'no answer' when none came while
 * the body was incomplete.
 */
function sendPartial(
  api: TestApi,
  method: string,
  path: string,
  headers: Record<string, string>,
  cookie?: string,
): Promise<PartialAnswer | 'no answer'> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, api.url);
    const multipart = (headers['content-type'] ?? '').startsWith('multipart/');
    const request = http.request(url, {
      method,
      headers: {
        ...headers,
        'content-length': String(multipart ? DECLARED_MULTIPART : DECLARED_JSON),
        ...(cookie ? { cookie } : {}),
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve('no answer');
    }, NO_ANSWER_AFTER_MS);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text ? JSON.parse(text) : {},
        });
      });
    });
    // The server may close the connection before the body is done: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') {
        clearTimeout(timer);
        reject(error);
      }
    });
    const first = multipart
      ? `--x\r\ncontent-disposition: form-data; name="img_profile"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n${'a'.repeat(64 * 1024)}`
      : `{"k0":0${',"k":0'.repeat(1300)}`;
    request.write(first);
  });
}

interface Context {
  api: TestApi;
  talent: Registered;
  otherTalent: Registered;
  recruiter: Registered;
  skillId: number;
}

/** One app per describe, with two talents (one with a skill) and a recruiter. */
function context(): Context {
  const app = sharedApi();
  const ctx = {} as Context;
  before(async () => {
    ctx.api = app();
    ctx.talent = await ctx.api.registerTalent();
    ctx.otherTalent = await ctx.api.registerTalent();
    ctx.recruiter = await ctx.api.registerRecruiter();
    [ctx.skillId] = (await addSkills(ctx.talent, ['Go'])) as [number];
  });
  return ctx;
}

function cookieOf(agent: { cookies: Map<string, string> }): string {
  return [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('bodies refused before they are read', () => {
  const ctx = context();
  const JSON_TYPE = { 'content-type': 'application/json' };
  const MULTIPART = { 'content-type': 'multipart/form-data; boundary=x' };

  it('an unknown route answers 404 without reading the body', async () => {
    for (const [method, path, headers] of [
      ['POST', '/api/nothing-here', JSON_TYPE],
      ['PUT', '/api/users/1/nope', MULTIPART],
      ['POST', '/nowhere', MULTIPART],
    ] as const) {
      const answer = await sendPartial(ctx.api, method, path, headers);
      assert.notEqual(answer, 'no answer', `${method} ${path}`);
      if (answer === 'no answer') return;
      assert.equal(answer.status, 404, `${method} ${path}`);
      assert.equal(answer.body.status, 404);
      assert.equal(answer.headers.connection, 'close');
    }
  });

  it('routes that take no body refuse one with 413, unread', async () => {
    const { talent } = ctx;
    for (const [method, path, cookie] of [
      ['POST', '/api/auth/logout', undefined],
      ['POST', '/api/auth/logout', cookieOf(talent.agent)],
      ['GET', '/api/users', undefined],
      ['GET', '/api/auth/me', cookieOf(talent.agent)],
      ['DELETE', `/api/users-skills/${ctx.skillId}`, cookieOf(talent.agent)],
    ] as const) {
      const answer = await sendPartial(ctx.api, method, path, JSON_TYPE, cookie);
      assert.notEqual(answer, 'no answer', `${method} ${path}`);
      if (answer === 'no answer') return;
      assert.equal(answer.status, 413, `${method} ${path}`);
      assert.equal(answer.body.message, 'This request takes no body');
    }
    // The session was not ended by the refused logout, and the skill is still there.
    assert.equal((await talent.agent.get('/api/auth/me')).status, 200);
    const skills = await ctx.api.agent().get('/api/users-skills', {
      query: { id_user: talent.user.id_user },
    });
    assert.ok(skills.body.data.some((s: { id: number }) => s.id === ctx.skillId));
  });

  it('multipart larger than a route without files takes is refused unread; read only after authentication', async () => {
    const { talent } = ctx;
    for (const [method, path] of [
      ['POST', '/api/auth/regis-user'],
      ['POST', '/api/auth/login-user'],
      ['POST', '/api/users-skills'],
      ['POST', '/api/hire'],
    ] as const) {
      const answer = await sendPartial(ctx.api, method, path, MULTIPART, cookieOf(talent.agent));
      assert.notEqual(answer, 'no answer', `${method} ${path}`);
      if (answer === 'no answer') return;
      // Multipart fields are welcome there (the spec's hire form sends them), a 20 MB body not.
      assert.equal(answer.status, 413, `${method} ${path}`);
      assert.equal(answer.body.message, 'The request is too large');
    }
    for (const path of [
      `/api/users/${talent.user.id_user}`,
      `/api/company/${ctx.recruiter.user.id_company}`,
      '/api/users-portfolio',
    ]) {
      const anonymous = await sendPartial(
        ctx.api,
        path === '/api/users-portfolio' ? 'POST' : 'PATCH',
        path,
        MULTIPART,
      );
      assert.notEqual(anonymous, 'no answer', path);
      if (anonymous === 'no answer') return;
      assert.equal(anonymous.status, 401, path);
    }
    // Someone else's profile: 403 before the upload is read.
    const other = await sendPartial(
      ctx.api,
      'PATCH',
      `/api/users/${ctx.otherTalent.user.id_user}`,
      MULTIPART,
      cookieOf(talent.agent),
    );
    assert.notEqual(other, 'no answer');
    if (other !== 'no answer') assert.equal(other.status, 403);
  });
});

describe('JSON and form body limits per route', () => {
  const ctx = context();

  it('refuses a body over the size limit with 413 and changes nothing', async () => {
    const { talent } = ctx;
    const big = { job_desk: 'Hacker', description: 'x'.repeat(40 * 1024) };
    const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, { json: big });
    assert.equal(res.status, 413);
    const form = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      form: { job_desk: 'Hacker', description: 'x'.repeat(40 * 1024) },
    });
    assert.equal(form.status, 413);
    const profile = await ctx.api.agent().get(`/api/users/${talent.user.id_user}`);
    assert.notEqual(profile.body.data.job_desk, 'Hacker');
  });

  it('refuses a body with too many keys with 413, for JSON and forms', async () => {
    const { talent } = ctx;
    const many: Record<string, string> = { job_desk: 'Hacker' };
    for (let i = 0; i < 150; i += 1) many[`k${i}`] = '1';
    const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, { json: many });
    assert.equal(res.status, 413);
    assert.equal(res.body.message, 'The body has too many fields (at most 100)');
    const nested = await talent.agent.post('/api/users-skills', {
      json: { skill_name: Array.from({ length: 150 }, () => 'go') },
    });
    assert.equal(nested.status, 413);
    const form = await talent.agent.patch(`/api/users/${talent.user.id_user}`, { form: many });
    assert.equal(form.status, 413);
    const profile = await ctx.api.agent().get(`/api/users/${talent.user.id_user}`);
    assert.notEqual(profile.body.data.job_desk, 'Hacker');
    // An ordinary edit still works.
    const ok = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      json: { job_desk: 'Engineer' },
    });
    assert.equal(ok.status, 200, ok.text);
  });
});
