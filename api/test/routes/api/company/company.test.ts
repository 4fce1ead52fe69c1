import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, assertNoSecrets, sharedApp, type Registered } from '../../../helper.js';

const META = [
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  ';DROP TABLE companies;--',
  "'; DELETE FROM accounts; --",
];

describe('GET /api/company', () => {
  const ctx = sharedApp();
  let acme: Registered;

  it('seeds companies', async () => {
    acme = await ctx.api.registerRecruiter({ company: 'Acme Software', field: 'Software' });
    await ctx.api.registerRecruiter({ company: 'Bakery Bandung', field: 'Food' });
    await ctx.api.registerRecruiter({ company: 'Cloud Nine', field: 'Cloud' });
    await ctx.api.registerRecruiter({ company: '100% Halal_Foods', field: 'Food' });
    await ctx.api.db.query(
      "UPDATE companies SET city = 'Surabaya' WHERE name_company = 'Acme Software'",
    );
    await ctx.api.db.query(
      "UPDATE companies SET city = 'Bandung' WHERE name_company = 'Bakery Bandung'",
    );
    await ctx.api.db.query("UPDATE companies SET city = 'Aceh' WHERE name_company = 'Cloud Nine'");
  });

  it('lists companies by name with pagination; contacts hidden from anonymous callers', async () => {
    const res = await ctx.api.agent().get('/api/company/');
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 200);
    assert.deepEqual(
      res.body.result.map((c: { name_company: string }) => c.name_company),
      ['100% Halal_Foods', 'Acme Software', 'Bakery Bandung', 'Cloud Nine'],
    );
    assert.deepEqual(res.body.pagination, { page: 1, limit: 10, total: 4, totalPages: 1 });
    for (const company of res.body.result) {
      assert.equal(company.email, null);
      assert.equal(company.phone, null);
      assert.match(company.created_at, /^\d{4}-\d\d-\d\dT/);
    }
    assertNoSecrets(res.body);
    const loggedIn = await acme.agent.get('/api/company');
    assert.ok(
      loggedIn.body.result.every((c: { email: string | null }) => typeof c.email === 'string'),
    );
  });

  it('pages with limit (limit=2 as the UI does)', async () => {
    const second = await ctx.api.agent().get('/api/company', { query: { limit: 2, page: 2 } });
    assert.deepEqual(
      second.body.result.map((c: { name_company: string }) => c.name_company),
      ['Bakery Bandung', 'Cloud Nine'],
    );
    assert.deepEqual(second.body.pagination, { page: 2, limit: 2, total: 4, totalPages: 2 });
    const beyond = await ctx.api.agent().get('/api/company', { query: { limit: 2, page: 9 } });
    assert.deepEqual(beyond.body.result, []);
    assert.equal(beyond.body.pagination.total, 4);
  });

  it('searches company names case-insensitively and partially', async () => {
    const res = await ctx.api.agent().get('/api/company', { query: { company: 'aCmE' } });
    assert.deepEqual(
      res.body.result.map((c: { name_company: string }) => c.name_company),
      ['Acme Software'],
    );
    const partial = await ctx.api.agent().get('/api/company', { query: { company: 'and' } });
    assert.deepEqual(
      partial.body.result.map((c: { name_company: string }) => c.name_company),
      ['Bakery Bandung'],
    );
  });

  it('treats %, _ and \\ in the search as plain characters', async () => {
    const percent = await ctx.api.agent().get('/api/company', { query: { company: '%' } });
    assert.deepEqual(
      percent.body.result.map((c: { name_company: string }) => c.name_company),
      ['100% Halal_Foods'],
    );
    const underscore = await ctx.api.agent().get('/api/company', { query: { company: '_' } });
    assert.deepEqual(
      underscore.body.result.map((c: { name_company: string }) => c.name_company),
      ['100% Halal_Foods'],
    );
  });

  it('filters by category with field=Tech|NonTech', async () => {
    const tech = await ctx.api.agent().get('/api/company', { query: { field: 'Tech' } });
    assert.deepEqual(
      tech.body.result.map((c: { name_company: string }) => c.name_company),
      ['Acme Software', 'Cloud Nine'],
    );
    const nonTech = await ctx.api
      .agent()
      .get('/api/company', { query: { field: 'NonTech', company: 'bakery' } });
    assert.deepEqual(
      nonTech.body.result.map((c: { name_company: string }) => c.name_company),
      ['Bakery Bandung'],
    );
  });

  it('sorts by city and by newest', async () => {
    const city = await ctx.api.agent().get('/api/company', { query: { sort: 'city' } });
    assert.deepEqual(
      city.body.result.map((c: { city: string | null }) => c.city),
      ['Aceh', 'Bandung', 'Surabaya', null],
    );
    const newest = await ctx.api.agent().get('/api/company', { query: { sort: 'newest' } });
    assert.deepEqual(
      newest.body.result.map((c: { name_company: string }) => c.name_company),
      ['100% Halal_Foods', 'Cloud Nine', 'Bakery Bandung', 'Acme Software'],
    );
  });

  it('validates field and sort; page and limit fall back to defaults (limit capped at 100)', async () => {
    for (const [query, page, limit] of [
      [{ page: '0' }, 1, 10],
      [{ page: 'two' }, 1, 10],
      [{ limit: '101' }, 1, 100],
      [{ limit: '1.5' }, 1, 10],
    ] as const) {
      const res = await ctx.api.agent().get('/api/company', { query });
      assert.equal(res.status, 200, JSON.stringify(query));
      assert.deepEqual([res.body.pagination.page, res.body.pagination.limit], [page, limit]);
    }
    const cases: Array<[Record<string, string>, string]> = [
      [{ field: 'Space' }, 'field'],
      [{ sort: 'salary' }, 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await ctx.api.agent().get('/api/company', { query });
      assert.equal(res.status, 400, JSON.stringify(query));
      assert.equal(fieldList(res.body)[0]!.field, field);
      assert.equal(typeof fieldList(res.body)[0]!.message, 'string');
    }
  });

  it('answers SQL metacharacters in every query parameter normally and changes nothing', async () => {
    for (const value of META) {
      const search = await ctx.api.agent().get('/api/company', { query: { company: value } });
      assert.equal(search.status, 200, value);
      assert.ok(search.body.result.length <= 1);
      for (const key of ['field', 'sort']) {
        const res = await ctx.api.agent().get('/api/company', { query: { [key]: value } });
        assert.equal(res.status, 400, `${key}=${value}`);
        assert.equal(fieldList(res.body)[0]!.field, key);
      }
      for (const key of ['page', 'limit']) {
        const res = await ctx.api.agent().get('/api/company', { query: { [key]: value } });
        assert.equal(res.status, 200, `${key}=${value}`);
      }
    }
    const all = await ctx.api.agent().get('/api/company');
    assert.equal(all.body.pagination.total, 4);
    const { rows } = await ctx.api.db.query<{ n: number }>('SELECT count(*) AS n FROM accounts');
    assert.equal(rows[0]!.n, 4);
  });
});

describe('GET /api/company/:id', () => {
  const ctx = sharedApp();

  it('answers one company, contacts only for logged-in callers', async () => {
    const recruiter = await ctx.api.registerRecruiter({
      company: 'Detail Co',
      phone: '0811 1111 1111',
    });
    const id = recruiter.user.id_user;
    const anonymous = await ctx.api.agent().get(`/api/company/${id}`);
    assert.equal(anonymous.status, 200);
    assert.equal(anonymous.body.result.id_company, id);
    assert.equal(anonymous.body.result.name_company, 'Detail Co');
    assert.equal(anonymous.body.result.name, 'Test Recruiter');
    assert.equal(anonymous.body.result.email, null);
    assert.equal(anonymous.body.result.phone, null);
    assertNoSecrets(anonymous.body);
    const talent = await ctx.api.registerTalent();
    const loggedIn = await talent.agent.get(`/api/company/${id}`);
    assert.equal(loggedIn.body.result.email, recruiter.email);
    assert.equal(loggedIn.body.result.phone, '081111111111');
  });

  it('answers 404 for unknown and malformed ids, and for a talent id', async () => {
    const talent = await ctx.api.registerTalent();
    for (const id of [
      '999999',
      'abc',
      '-1',
      '0',
      '1.5',
      '99999999999999999999999',
      '1e3',
      `${talent.user.id_user}`,
      "1' OR '1'='1",
    ]) {
      const res = await ctx.api.agent().get(`/api/company/${encodeURIComponent(id)}`);
      assert.equal(res.status, 404, id);
      assert.equal(res.body.status, 404);
      assert.equal(typeof res.body.message, 'string');
    }
  });
});
