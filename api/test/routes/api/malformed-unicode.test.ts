// Malformed Unicode (issue 27): JSON can spell half of a surrogate pair (`"\ud800x"`), which is
// no character at all. It once answered 500 in messages, opening a conversation and hire
// requests (jsonb refuses it) and was stored as U+FFFD elsewhere. Every text field now refuses
// it with 400 and a message at the field, and nothing is stored.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Registered, TestApi } from '../../helper.js';
import { sharedApi } from './talent-fixtures.js';

/** A JSON body with `field` set to a text holding a lone surrogate (as raw JSON escapes). */
function rawBody(fields: Record<string, unknown>, field: string, escaped: string): string {
  const rest = Object.entries(fields)
    .filter(([key]) => key !== field)
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
  return `{${[...rest, `${JSON.stringify(field)}:"${escaped}"`].join(',')}}`;
}

const BROKEN = ['\\ud800x', 'a\\udc00', '\\udbff', 'ok \\ude00\\ud83d'];

describe('malformed Unicode in a text field answers 400 at the field', () => {
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
    assert.equal(hire.status, 201, hire.text);
    conversationId = hire.body.data.conversation_id;
  });

  interface Case {
    name: string;
    who: () => Registered;
    method: string;
    path: () => string;
    valid: () => Record<string, unknown>;
    field: string;
    /** The field's name in the answer's `fields`. */
    label: RegExp;
    /** What the stored state looks like, to prove nothing changed. */
    snapshot: () => Promise<string>;
  }

  const conversation = async () =>
    (await talent.agent.get(`/api/conversations/${conversationId}/messages`)).text;
  const profile = async () => (await talent.agent.get(`/api/users/${talent.user.id_user}`)).text;

  const cases: Case[] = [
    {
      name: 'a chat message',
      who: () => talent,
      method: 'POST',
      path: () => `/api/conversations/${conversationId}/messages`,
      valid: () => ({ body: 'Hi' }),
      field: 'body',
      label: /^Message must not contain malformed Unicode/,
      snapshot: conversation,
    },
    {
      name: 'opening a conversation',
      who: () => talent,
      method: 'POST',
      path: () => '/api/conversations',
      valid: () => ({ id_company: recruiter.user.id_user, body: 'Hi' }),
      field: 'body',
      label: /^Message must not contain malformed Unicode/,
      snapshot: conversation,
    },
    ...(['subject', 'message'] as const).map((field): Case => ({
      name: `a hire request's ${field}`,
      who: () => recruiter,
      method: 'POST',
      path: () => '/api/hire',
      valid: () => ({ subject: 'Role 2', message: 'Hello', id_user: talent.user.id_user }),
      field,
      label: new RegExp(`^${field === 'subject' ? 'Subject' : 'Message'} must not contain`),
      snapshot: conversation,
    })),
    {
      name: 'a skill',
      who: () => talent,
      method: 'POST',
      path: () => '/api/users-skills',
      valid: () => ({ skill_name: 'Go' }),
      field: 'skill_name',
      label: /^Skill must not contain malformed Unicode/,
      snapshot: profile,
    },
    ...(['full_name', 'description', 'job_desk'] as const).map((field): Case => ({
      name: `the profile's ${field}`,
      who: () => talent,
      method: 'PATCH',
      path: () => `/api/users/${talent.user.id_user}`,
      valid: () => ({}),
      field,
      label: /must not contain malformed Unicode/,
      snapshot: profile,
    })),
  ];

  for (const c of cases) {
    it(c.name, async () => {
      for (const broken of BROKEN) {
        const before = await c.snapshot();
        const res = await c.who().agent.request(c.method, c.path(), {
          body: rawBody(c.valid(), c.field, broken),
          headers: { 'content-type': 'application/json' },
        });
        assert.equal(res.status, 400, `${broken}: ${res.text}`);
        assert.equal(res.body.status, 400);
        assert.match(res.body.fields?.[c.field] ?? '', c.label, res.text);
        assert.deepEqual(res.body.errors, [res.body.fields[c.field]]);
        assert.equal(await c.snapshot(), before, `${broken} changed something`);
      }
    });
  }

  it('a well-formed pair (an emoji) is text and is kept as typed', async () => {
    const res = await talent.agent.post(`/api/conversations/${conversationId}/messages`, {
      body: '{"body":"thanks \\ud83d\\ude00"}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.body, 'thanks \u{1F600}');
  });

  it('in a field name too', async () => {
    const key = await talent.agent.post('/api/users-skills', {
      body: '{"skill_name":"Go","\\ud800":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(key.status, 400, key.text);
    assert.match(key.body.message, /Field names must not contain malformed Unicode/);
  });
});
