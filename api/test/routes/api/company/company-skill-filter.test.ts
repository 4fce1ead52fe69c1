import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, sharedApp, type Registered } from '../../../helper.js';
import { NO_SKILLS_MESSAGE } from '../../../../src/routes/api/company/index.js';
import { SKILL_CATEGORY_NEEDS_TALENT } from '../../../../src/domains/companies/company-service.js';

const names = (body: { result: Array<{ name_company: string }> }) =>
  body.result.map((c) => c.name_company);

describe("GET /api/company?field=skill (companies matching the talent's skills)", () => {
  const ctx = sharedApp();
  let frontend: Registered;
  let designer: Registered;
  let newcomer: Registered;
  let recruiter: Registered;

  it('seeds companies and talents', async () => {
    recruiter = await ctx.api.registerRecruiter({
      company: 'Nusantara Web',
      field: 'Software House',
    });
    await ctx.api.registerRecruiter({ company: 'Kopi Kenangan Rasa', field: 'Food & Beverage' });
    await ctx.api.registerRecruiter({ company: 'Arunika Studio', field: 'Media & Kreatif' });
    await ctx.api.registerRecruiter({ company: 'Toko Ritel Jaya', field: 'Retail' });
    await ctx.api.registerRecruiter({ company: 'Aplikasi Hebat', field: 'Mobile Software' });
    // Names a skill outright in its description, in a field no family word matches.
    await ctx.api.registerRecruiter({ company: 'Bank Kecil', field: 'Koperasi' });
    await ctx.api.db.query(
      `UPDATE companies SET description = 'Sedang membangun tim ReactJS untuk web internal'
        WHERE name_company = 'Bank Kecil'`,
    );
    // "reactive" and "C" in prose must not count as React or C.
    await ctx.api.db.query(
      `UPDATE companies SET description = 'Reactive service, blok C, dapur bersih'
        WHERE name_company = 'Kopi Kenangan Rasa'`,
    );

    frontend = await ctx.api.registerTalent();
    for (const skill_name of ['reactjs', 'Flutter', 'C']) {
      const res = await frontend.agent.post('/api/users-skills', { json: { skill_name } });
      assert.equal(res.status, 201, res.text);
    }
    designer = await ctx.api.registerTalent();
    const figma = await designer.agent.post('/api/users-skills', { json: { skill_name: 'Figma' } });
    assert.equal(figma.status, 201, figma.text);
    newcomer = await ctx.api.registerTalent();
  });

  it('lists the companies in fields where the skills are used, best match first', async () => {
    const res = await frontend.agent.get('/api/company', { query: { field: 'skill' } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message, 'Companies matching your skills');
    // Nusantara Web: software + web/mobile words; Aplikasi Hebat: mobile + aplikasi; Bank
    // Kecil: names React (through its alias ReactJS) and "web".
    assert.deepEqual(
      new Set(names(res.body)),
      new Set(['Nusantara Web', 'Aplikasi Hebat', 'Bank Kecil']),
    );
    assert.equal(res.body.pagination.total, 3);
    for (const company of res.body.result) assert.equal(typeof company.email, 'string');

    const design = await designer.agent.get('/api/company', { query: { field: 'skill' } });
    assert.deepEqual(names(design.body), ['Arunika Studio', 'Aplikasi Hebat']);
  });

  it('ranks by how many matching words a company has, and pages the ranking', async () => {
    const all = await frontend.agent.get('/api/company', { query: { field: 'skill' } });
    const first = await frontend.agent.get('/api/company', {
      query: { field: 'skill', limit: 2, page: 1 },
    });
    const second = await frontend.agent.get('/api/company', {
      query: { field: 'skill', limit: 2, page: 2 },
    });
    assert.deepEqual([...names(first.body), ...names(second.body)], names(all.body));
    assert.deepEqual(second.body.pagination, { page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('combines with the name search', async () => {
    const res = await frontend.agent.get('/api/company', {
      query: { field: 'skill', company: 'bank' },
    });
    assert.deepEqual(names(res.body), ['Bank Kecil']);
  });

  it('tells a talent without skills what to do', async () => {
    const res = await newcomer.agent.get('/api/company', { query: { field: 'skill' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, NO_SKILLS_MESSAGE);
    assert.deepEqual(res.body.result, []);
    assert.equal(res.body.pagination.total, 0);
  });

  it('refuses the skill category for anonymous callers and recruiters, at the field', async () => {
    for (const agent of [ctx.api.agent(), recruiter.agent]) {
      const res = await agent.get('/api/company', { query: { field: 'skill' } });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, SKILL_CATEGORY_NEEDS_TALENT);
      assert.deepEqual(fieldList(res.body), [
        { field: 'field', message: SKILL_CATEGORY_NEEDS_TALENT },
      ]);
    }
  });

  it('still filters Tech / NonTech on the category', async () => {
    const tech = await frontend.agent.get('/api/company', { query: { field: 'Tech' } });
    assert.deepEqual(names(tech.body), ['Aplikasi Hebat', 'Nusantara Web']);
    const nonTech = await frontend.agent.get('/api/company', { query: { field: 'NonTech' } });
    assert.deepEqual(names(nonTech.body), [
      'Arunika Studio',
      'Bank Kecil',
      'Kopi Kenangan Rasa',
      'Toko Ritel Jaya',
    ]);
  });
});
