// The remembered public reads (issue 32, domains/reads): the company list, a company profile
// and the job list answer from remembered bytes while nothing they show changed, and change at
// once after every write that changes them, through the API or straight in the database. One
// viewer's answer never reaches another: guests see no contacts, a talent sees their own match,
// a recruiter none, each language its own sentences.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp, type Registered } from '../../../helper.js';
import { jobBody } from '../../../support/job-bodies.js';

interface Card {
  id_job: number;
  title: string;
  status: string;
  company: { company_name: string };
  match: { matched: string[]; count: number; total: number } | null;
}

describe('remembered company and job reads', () => {
  const ctx = sharedApp();
  let company: Registered;
  let idCompany: number;
  let rina: Registered;
  let joko: Registered;
  let recruiter: Registered;
  let job: Card;

  async function companyNames(agent = ctx.api.agent()): Promise<string[]> {
    const res = await agent.get('/api/company?limit=25');
    assert.equal(res.status, 200, res.text);
    return res.body.result.map((c: { name_company: string }) => c.name_company);
  }
  async function profile(agent = ctx.api.agent()) {
    const res = await agent.get(`/api/company/${idCompany}`);
    assert.equal(res.status, 200, res.text);
    return res.body.result as { name_company: string; city: string | null; email: string | null };
  }
  async function cards(who: Registered, query = ''): Promise<Card[]> {
    const res = await who.agent.get(`/api/jobs?limit=25${query}`);
    assert.equal(res.status, 200, res.text);
    return res.body.data as Card[];
  }
  const titles = (list: Card[]) => list.map((card) => card.title);
  async function addSkill(who: Registered, skill: string) {
    const res = await who.agent.post('/api/users-skills', { json: { skill_name: skill } });
    assert.equal(res.status, 201, res.text);
  }

  it('setup: a company, another recruiter, two talents with different skills', async () => {
    company = await ctx.api.registerRecruiter({ company: 'Bandung Digital' });
    idCompany = company.user.id_company ?? company.user.id_user;
    recruiter = await ctx.api.registerRecruiter({ company: 'Surabaya Logistik' });
    rina = await ctx.api.registerTalent({ full_name: 'Rina Wijaya' });
    joko = await ctx.api.registerTalent({ full_name: 'Joko Susilo' });
    await addSkill(rina, 'React');
    await addSkill(rina, 'TypeScript');
    await addSkill(joko, 'Figma');
  });

  it('the company list and profile change at once after an edit through the API', async () => {
    assert.ok((await companyNames()).includes('Bandung Digital'));
    assert.equal((await profile()).name_company, 'Bandung Digital');
    assert.equal((await profile(rina.agent)).name_company, 'Bandung Digital');
    assert.ok((await companyNames(rina.agent)).includes('Bandung Digital'));
    // Asked twice: the second answer is the remembered one, and still the same.
    assert.ok((await companyNames()).includes('Bandung Digital'));
    const edit = await company.agent.patch(`/api/company/${idCompany}`, {
      json: { name_company: 'Bandung Kreatif', city: 'Bandung' },
    });
    assert.equal(edit.status, 200, edit.text);
    const names = await companyNames();
    assert.ok(names.includes('Bandung Kreatif'), names.join());
    assert.ok(!names.includes('Bandung Digital'));
    assert.equal((await profile()).name_company, 'Bandung Kreatif');
    assert.equal((await profile()).city, 'Bandung');
    // A logged-in viewer's check rides on the session lookup: the same at once.
    assert.equal((await profile(rina.agent)).name_company, 'Bandung Kreatif');
    assert.ok((await companyNames(rina.agent)).includes('Bandung Kreatif'));
  });

  it('... and after a write straight in the database, and after a new company', async () => {
    await profile();
    await companyNames();
    await ctx.api.db.query("UPDATE companies SET city = 'Jakarta' WHERE id_company = $1", [
      idCompany,
    ]);
    assert.equal((await profile()).city, 'Jakarta');
    await ctx.api.registerRecruiter({ company: 'Aceh Nusantara' });
    assert.equal((await companyNames())[0], 'Aceh Nusantara');
  });

  it('a guest never gets the contacts a logged-in viewer was answered, nor the reverse', async () => {
    const loggedIn = await profile(rina.agent);
    assert.equal(typeof loggedIn.email, 'string');
    assert.equal((await profile()).email, null);
    assert.equal(typeof (await profile(rina.agent)).email, 'string');
    const guestList = await ctx.api.agent().get('/api/company?limit=25');
    const talentList = await rina.agent.get('/api/company?limit=25');
    const emails = (res: typeof guestList) =>
      res.body.result.map((c: { email: string | null }) => c.email);
    assert.ok(emails(guestList).every((email: string | null) => email === null));
    assert.ok(emails(talentList).every((email: string | null) => typeof email === 'string'));
  });

  it('each language gets its own sentences and the Vary header, from remembered bytes too', async () => {
    for (let round = 0; round < 2; round += 1) {
      const english = await ctx.api.agent().get('/api/company');
      const indonesian = await ctx.api
        .agent()
        .get('/api/company', { headers: { 'accept-language': 'id' } });
      assert.equal(english.body.message, 'Companies found');
      assert.notEqual(indonesian.body.message, english.body.message);
      assert.deepEqual(indonesian.body.result, english.body.result);
      assert.match(String(english.headers.get('vary')), /accept-language/i);
      assert.match(String(indonesian.headers.get('content-type')), /^application\/json/);
      assert.equal(english.headers.get('cache-control'), 'no-store');
    }
  });

  it('an unknown company is still 404, and not remembered as an answer', async () => {
    const missing = await ctx.api.agent().get('/api/company/987654');
    assert.equal(missing.status, 404);
    assert.equal((await ctx.api.agent().get('/api/company/987654')).status, 404);
  });

  it('the job list shows a new job at once, to talents and recruiters', async () => {
    assert.deepEqual(titles(await cards(rina)), []);
    assert.deepEqual(titles(await cards(recruiter)), []);
    const res = await company.agent.post('/api/company-jobs', { json: jobBody() });
    assert.equal(res.status, 201, res.text);
    job = res.body.data as Card;
    assert.deepEqual(titles(await cards(rina)), ['React Frontend Developer']);
    assert.deepEqual(titles(await cards(recruiter)), ['React Frontend Developer']);
  });

  it('each talent gets their own match, a recruiter none, whoever asked first', async () => {
    const [rinaCard] = await cards(rina);
    const [jokoCard] = await cards(joko);
    const [recruiterCard] = await cards(recruiter);
    assert.deepEqual(rinaCard!.match, { matched: ['React', 'TypeScript'], count: 2, total: 3 });
    assert.deepEqual(jokoCard!.match, { matched: ['Figma'], count: 1, total: 3 });
    assert.equal(recruiterCard!.match, null);
    assert.equal((await cards(company))[0]!.match, null);
    assert.deepEqual((await cards(joko))[0]!.match!.count, 1);
  });

  it("a talent's new skill changes their match at once", async () => {
    await addSkill(joko, 'React');
    assert.deepEqual((await cards(joko))[0]!.match, {
      matched: ['React', 'Figma'],
      count: 2,
      total: 3,
    });
  });

  it('editing, pausing, closing and reposting a job change the list at once', async () => {
    const path = `/api/company-jobs/${job.id_job}`;
    const edit = await company.agent.put(path, { json: jobBody({ title: 'React Engineer' }) });
    assert.equal(edit.status, 200, edit.text);
    assert.deepEqual(titles(await cards(rina)), ['React Engineer']);
    assert.deepEqual(titles(await cards(recruiter)), ['React Engineer']);
    for (const status of ['paused', 'open', 'closed', 'open'] as const) {
      const moved = await company.agent.put(`${path}/status`, { json: { status } });
      assert.equal(moved.status, 200, moved.text);
      const expected = status === 'open' ? ['React Engineer'] : [];
      assert.deepEqual(titles(await cards(rina)), expected, status);
      assert.deepEqual(titles(await cards(recruiter)), expected, status);
    }
  });

  it("a company's edit changes its jobs' cards at once", async () => {
    assert.equal((await cards(rina))[0]!.company.company_name, 'Bandung Kreatif');
    const edit = await company.agent.patch(`/api/company/${idCompany}`, {
      json: { name_company: 'Bandung Cerdas' },
    });
    assert.equal(edit.status, 200, edit.text);
    assert.equal((await cards(rina))[0]!.company.company_name, 'Bandung Cerdas');
    assert.equal((await cards(recruiter))[0]!.company.company_name, 'Bandung Cerdas');
  });

  it('a job whose closing date passed leaves the list (a write straight in the database)', async () => {
    await cards(rina);
    await ctx.api.db.query('UPDATE jobs SET closing_date = current_date - 1 WHERE id_job = $1', [
      job.id_job,
    ]);
    assert.deepEqual(titles(await cards(rina)), []);
  });

  it('filters and pages are part of what is remembered', async () => {
    await ctx.api.db.query('UPDATE jobs SET closing_date = current_date + 30 WHERE id_job = $1', [
      job.id_job,
    ]);
    assert.deepEqual(titles(await cards(rina, '&work_mode=remote')), ['React Engineer']);
    assert.deepEqual(titles(await cards(rina, '&work_mode=onsite')), []);
    assert.deepEqual(titles(await cards(rina, '&page=2')), []);
    assert.deepEqual(titles(await cards(rina)), ['React Engineer']);
  });
});
