import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, imageExists } from '../../helper.js';
import { seedDemo } from '../../../src/db/seed/demo-on-start.js';
import { DEMO_LOGINS } from '../../../src/db/seed/seed-demo.js';

test('the demo seed fills an empty database once, with working logins and images', async (t) => {
  const api = await build(t);
  const first = await seedDemo(api.app);
  assert.equal(first.seeded, true);
  assert.ok(first.talents >= 40);
  assert.equal(first.companies, 10);

  const count = async (sql: string) => (await api.db.query<{ n: number }>(sql)).rows[0]!.n;
  assert.equal(await count('SELECT count(*)::int AS n FROM talents'), first.talents);
  assert.equal(await count('SELECT count(*)::int AS n FROM companies'), 10);
  assert.ok((await count('SELECT count(*)::int AS n FROM hire_requests')) >= 3);
  // Every talent: 3-8 skills, 1-3 experiences, 1-3 portfolio entries with images, a photo.
  const perTalent = await api.db.query<{
    skills: number;
    experiences: number;
    portfolios: number;
    images: number;
    img: string | null;
  }>(
    `SELECT (SELECT count(*)::int FROM skills s WHERE s.id_user = t.id_user) AS skills,
            (SELECT count(*)::int FROM experiences e WHERE e.id_user = t.id_user) AS experiences,
            (SELECT count(*)::int FROM portfolios p WHERE p.id_user = t.id_user) AS portfolios,
            (SELECT count(*)::int FROM portfolios p JOIN portfolio_images i ON i.id_portfolio = p.id WHERE p.id_user = t.id_user) AS images,
            t.img_profile AS img
     FROM talents t`,
  );
  for (const row of perTalent.rows) {
    assert.ok(row.skills >= 3 && row.skills <= 8, `skills ${row.skills}`);
    assert.ok(row.experiences >= 1 && row.experiences <= 3, `experiences ${row.experiences}`);
    assert.ok(row.portfolios >= 1 && row.portfolios <= 3, `portfolios ${row.portfolios}`);
    assert.ok(row.images >= row.portfolios);
    assert.ok(row.img && (await imageExists(api, row.img)), 'avatar image stored');
  }
  const cities = await count('SELECT count(DISTINCT domicile)::int AS n FROM talents');
  assert.ok(cities >= 6, `${cities} cities`);

  // The documented logins work, and the recruiter's company profile is filled in.
  for (const login of DEMO_LOGINS) {
    const agent = api.agent();
    const path = login.role === 'talent' ? '/api/auth/login-user' : '/api/auth/login-company';
    const res = await agent.post(path, { json: { email: login.email, password: login.password } });
    assert.equal(res.status, 200, `${login.email}: ${res.text}`);
    if (login.role === 'recruiter') {
      const company = await agent.get(`/api/company/${res.body.result.user.id_company}`);
      assert.equal(company.status, 200);
      for (const field of [
        'name_company',
        'field_company',
        'category',
        'city',
        'address',
        'description',
        'instagram',
        'linkedin',
        'img_company',
      ]) {
        assert.ok(company.body.result[field], `company ${field} is filled`);
      }
    } else {
      const profile = await agent.get(`/api/users/${res.body.result.user.id_user}`);
      assert.ok(profile.body.data.skills.length >= 3);
      assert.ok(profile.body.data.portfolio[0].images.length >= 1);
    }
  }

  // Openings across cities, a few applications; the demo talent finds React jobs and has applied.
  assert.equal(await count('SELECT count(*)::int AS n FROM jobs'), first.jobs);
  assert.ok(first.jobs >= 15, `${first.jobs} jobs`);
  assert.ok(
    (await count("SELECT count(DISTINCT city)::int AS n FROM jobs WHERE status = 'open'")) >= 8,
  );
  assert.ok((await count('SELECT count(*)::int AS n FROM job_applications')) >= 3);
  const talentLogin = DEMO_LOGINS.find((login) => login.role === 'talent')!;
  const talent = api.agent();
  await talent.post('/api/auth/login-user', {
    json: { email: talentLogin.email, password: talentLogin.password },
  });
  const jobs = await talent.get('/api/jobs', { query: { search: 'recat', city: 'Bandung' } });
  assert.equal(jobs.status, 200, jobs.text);
  assert.deepEqual(
    jobs.body.data.map((job: { title: string }) => job.title),
    ['React Developer'],
  );
  const applications = await talent.get('/api/applications');
  assert.deepEqual(
    applications.body.data.map((row: { stage: string; job: { title: string } }) => [
      row.job.title,
      row.stage,
    ]),
    [
      ['Frontend Developer (React)', 'interviewing'],
      ['React Developer', 'applied'],
    ],
  );

  // The search finds the demo by skill.
  const search = await api.agent().get('/api/users', { query: { search: 'react' } });
  assert.ok(search.body.pagination.total > 0);

  const again = await seedDemo(api.app);
  assert.equal(again.seeded, false);
  assert.equal(await count('SELECT count(*)::int AS n FROM talents'), first.talents);
});
