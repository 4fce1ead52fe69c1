// The recruiter's e-mail when a talent answers while the recruiter is away (issue 31): accept,
// decline and replies each mail the company (in its language) when it has no live stream
// open, one mail until it reads, and nothing once the recruiter turned these mails off.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readOutbox, sharedApp, type Registered } from '../../../helper.js';

describe('recruiter e-mail on a talent answer', () => {
  const ctx = sharedApp();

  async function mailsTo(who: Registered) {
    return (await readOutbox(ctx.api)).filter((mail) => mail.to === who.email);
  }

  async function hire(recruiter: Registered, talent: Registered) {
    const res = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Backend role', message: 'Mari ngobrol.', id_user: talent.user.id_user },
    });
    assert.equal(res.status, 201, res.text);
    return res.body.data as { id: number; conversation_id: number };
  }

  it('a talent accepting is mailed to the away recruiter, with a link to the conversation', async () => {
    const recruiter = await ctx.api.registerRecruiter({ name: 'Sari', company: 'Hiring Co' });
    const talent = await ctx.api.registerTalent({ full_name: 'Rina Wijaya' });
    const request = await hire(recruiter, talent);
    const answer = await talent.agent.patch(`/api/hire/${request.id}`, {
      json: { action: 'accept' },
    });
    assert.equal(answer.status, 200, answer.text);
    const mails = await mailsTo(recruiter);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, 'Rina Wijaya accepted your hire request');
    assert.match(mails[0]!.text, /^Hi Sari,/);
    assert.equal(mails[0]!.link, `http://localhost:3000/chat/${request.conversation_id}`);
  });

  it('a decline and a burst of replies: one mail each until the recruiter reads', async () => {
    const recruiter = await ctx.api.registerRecruiter({ name: 'Bima', company: 'Kopi Co' });
    await recruiter.agent.put('/api/auth/language', { json: { language: 'id' } });
    const talent = await ctx.api.registerTalent({ full_name: 'Joko Susilo' });
    const request = await hire(recruiter, talent);
    await talent.agent.patch(`/api/hire/${request.id}`, {
      json: { action: 'decline', reason: 'Sudah bekerja' },
    });
    let mails = await mailsTo(recruiter);
    assert.deepEqual(
      mails.map((m) => m.subject),
      ['Joko Susilo menolak tawaran kerja Anda'],
    );
    assert.match(mails[0]!.text, /"Sudah bekerja"/);

    const thread = `/api/conversations/${request.conversation_id}`;
    assert.equal((await recruiter.agent.post(`${thread}/read`)).status, 200);
    await talent.agent.post(`${thread}/messages`, { json: { body: 'Mungkin bulan depan?' } });
    await talent.agent.post(`${thread}/messages`, { json: { body: 'Kabari saya ya.' } });
    mails = await mailsTo(recruiter);
    assert.deepEqual(
      mails.map((m) => m.subject),
      ['Joko Susilo menolak tawaran kerja Anda', 'Joko Susilo membalas Anda di Peworld'],
    );
    assert.match(mails[1]!.text, /"Mungkin bulan depan\?"/);
  });

  it('a recruiter who turned the mails off gets none', async () => {
    const recruiter = await ctx.api.registerRecruiter({ name: 'Dian', company: 'Teh Co' });
    const talent = await ctx.api.registerTalent({ full_name: 'Citra Dewi' });
    const settings = '/api/notifications/recruiter-settings';
    assert.deepEqual((await recruiter.agent.get(settings)).body.data, {
      email_talent_answers: true,
    });
    assert.equal((await talent.agent.get(settings)).status, 403);
    const off = await recruiter.agent.put(settings, { json: { email_talent_answers: false } });
    assert.equal(off.status, 200, off.text);
    assert.deepEqual((await recruiter.agent.get(settings)).body.data, {
      email_talent_answers: false,
    });
    const request = await hire(recruiter, talent);
    await talent.agent.patch(`/api/hire/${request.id}`, { json: { action: 'accept' } });
    await talent.agent.post(`/api/conversations/${request.conversation_id}/messages`, {
      json: { body: 'Terima kasih!' },
    });
    assert.deepEqual(await mailsTo(recruiter), []);
  });
});
