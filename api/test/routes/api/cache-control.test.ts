// Personal answers carry `Cache-Control: no-store` (issue 27): the session's account, one's own
// profile with e-mail and phone, conversations, notifications, hire requests, live events. They
// used to carry no Cache-Control at all, so a browser or a shared proxy could keep a copy. Every
// /api answer is no-store unless its route says otherwise; images keep their own policy.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { Registered, TestApi } from '../../helper.js';
import { sharedApi } from './talent-fixtures.js';

describe('personal answers are not stored by any cache', () => {
  const shared = sharedApi();
  let api: TestApi;
  let talent: Registered;
  let recruiter: Registered;
  let conversationId: number;

  before(async () => {
    api = shared();
    [talent, recruiter] = await Promise.all([api.registerTalent(), api.registerRecruiter()]);
    const hire = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Role', message: 'Hello', id_user: talent.user.id_user },
    });
    conversationId = hire.body.data.conversation_id;
  });

  it('the session, own profile, conversations, notifications and hire requests', async () => {
    const reads: Array<[Registered, string]> = [
      [talent, '/api/auth/me'],
      [talent, `/api/users/${talent.user.id_user}`],
      [recruiter, `/api/company/${recruiter.user.id_user}`],
      [talent, '/api/conversations'],
      [talent, `/api/conversations/${conversationId}`],
      [talent, `/api/conversations/${conversationId}/messages`],
      [talent, '/api/notifications'],
      [talent, '/api/notifications/unread'],
      [talent, '/api/notifications/settings'],
      [talent, '/api/hire'],
      [recruiter, '/api/hire'],
    ];
    for (const [who, path] of reads) {
      const res = await who.agent.get(path);
      assert.equal(res.status, 200, `${path}: ${res.text}`);
      assert.equal(res.headers.get('cache-control'), 'no-store', path);
    }
    const login = await api.agent().post('/api/auth/login-user', {
      json: { email: talent.email, password: talent.password },
    });
    assert.equal(login.headers.get('cache-control'), 'no-store', 'the login answer');
    const refused = await api.agent().get('/api/auth/me');
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('cache-control'), 'no-store', 'errors too');
  });

  it('the live-event stream', async () => {
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.get(
        `${api.url}/api/events`,
        { headers: { cookie: talent.agent.cookieHeader() } },
        (response) => {
          resolve(response.headers);
          request.destroy();
        },
      );
      request.on('error', reject);
    });
    assert.match(headers['cache-control'] ?? '', /^no-store\b/);
  });
});
