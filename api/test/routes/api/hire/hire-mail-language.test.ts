// The hire-request e-mail in the talent's language (issue 29): the account's choice, English
// (the spec's language) when the talent never chose one; the recruiter's language plays no part.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readOutbox, sharedApp, type Registered } from '../../../helper.js';

describe('hire request e-mail language', () => {
  const ctx = sharedApp();

  async function hireMailTo(talent: Registered, recruiterLanguage: string) {
    const recruiter = await ctx.api.registerRecruiter({ company: 'Nusantara Digital' });
    const sent = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Frontend role', message: 'Mari ngobrol.', id_user: talent.user.id_user },
      headers: { 'accept-language': recruiterLanguage },
    });
    assert.equal(sent.status, 201, sent.text);
    const mails = (await readOutbox(ctx.api)).filter((mail) => mail.to === talent.email);
    assert.equal(mails.length, 1, 'one mail to this talent');
    return mails[0]!;
  }

  it('is Indonesian for a talent who reads Peworld in Indonesian', async () => {
    const talent = await ctx.api.registerTalent({ full_name: 'Sari Wulandari' });
    await talent.agent.put('/api/auth/language', { json: { language: 'id' } });
    const mail = await hireMailTo(talent, 'en-US');
    assert.equal(mail.subject, 'Nusantara Digital mengirim tawaran kerja: Frontend role');
    assert.match(mail.text, /^Halo Sari Wulandari,/);
    assert.match(mail.text, /Nusantara Digital ingin merekrut Anda\./);
    assert.match(mail.text, /Baca dan jawab di Peworld:/);
    assert.doesNotMatch(mail.text, /wants to hire|Read and answer/);
  });

  it('is English for a talent who chose English', async () => {
    const talent = await ctx.api.registerTalent({ full_name: 'Dimas Pratama' });
    await talent.agent.put('/api/auth/language', { json: { language: 'en' } });
    const mail = await hireMailTo(talent, 'id-ID');
    assert.equal(mail.subject, 'Nusantara Digital sent you a hire request: Frontend role');
    assert.match(mail.text, /^Hi Dimas Pratama,/);
    assert.match(mail.text, /Read and answer it on Peworld:/);
    assert.doesNotMatch(mail.text, /merekrut|Baca dan jawab/);
  });

  it('is English, the spec language, for a talent who never chose', async () => {
    const talent = await ctx.api.registerTalent({ full_name: 'Rina Kartika' });
    const mail = await hireMailTo(talent, 'id-ID');
    assert.equal(mail.subject, 'Nusantara Digital sent you a hire request: Frontend role');
  });
});
