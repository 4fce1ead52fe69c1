import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, assertNoSecrets, sharedApp, uniqueEmail } from '../../../helper.js';

const talent = () => ({
  full_name: 'Ayu Lestari',
  email: uniqueEmail('ayu'),
  phone: '081234567890',
  password: 'correct-horse-1',
});
const company = () => ({
  name: 'Budi Santoso',
  email: uniqueEmail('budi'),
  company: 'Nusantara Digital',
  field: 'Software',
  phone: '+62 812-3456-7890',
  password: 'correct-horse-2',
});

describe('POST /api/auth/regis-user', () => {
  const ctx = sharedApp();

  it('creates a talent account (JSON) and answers the session user without secrets', async () => {
    const body = talent();
    const res = await ctx.api.agent().post('/api/auth/regis-user', { json: body });
    assert.equal(res.status, 201);
    assert.equal(res.body.status, 201);
    assert.equal(typeof res.body.message, 'string');
    assert.equal(res.body.result.role, 'talent');
    assert.equal(res.body.result.name, 'Ayu Lestari');
    assert.equal(res.body.result.email, body.email);
    assert.equal(res.body.result.image, null);
    assert.ok(Number.isInteger(res.body.result.id_user) && res.body.result.id_user > 0);
    assert.equal(res.body.result.id_company, undefined);
    assertNoSecrets(res.body);
    const rows = await ctx.api.db.query<{ password_hash: string; phone: string }>(
      'SELECT a.password_hash, t.phone FROM accounts a JOIN talents t ON t.id_user = a.id WHERE a.id = $1',
      [res.body.result.id_user],
    );
    assert.match(rows.rows[0]!.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.equal(rows.rows[0]!.phone, '081234567890');
  });

  it('accepts a form or multipart body, trimming names and tidying the phone', async () => {
    const form = { ...talent(), full_name: '  Sari  ', phone: '0812 3456-7890' };
    const viaForm = await ctx.api.agent().post('/api/auth/regis-user', { form });
    assert.equal(viaForm.status, 201);
    assert.equal(viaForm.body.result.name, 'Sari');
    const multipart = new FormData();
    for (const [key, value] of Object.entries(talent())) multipart.append(key, value);
    const viaMultipart = await ctx.api.agent().post('/api/auth/regis-user', { multipart });
    assert.equal(viaMultipart.status, 201, viaMultipart.text);
    const { rows } = await ctx.api.db.query<{ phone: string }>(
      'SELECT phone FROM talents WHERE id_user = $1',
      [viaForm.body.result.id_user],
    );
    assert.equal(rows[0]!.phone, '081234567890');
  });

  const invalid: Array<[string, Record<string, string>, string, string]> = [
    ['missing full name', { full_name: '' }, 'full_name', 'Full name is required'],
    ['blank full name', { full_name: '   ' }, 'full_name', 'Full name is required'],
    [
      'long full name',
      { full_name: 'x'.repeat(101) },
      'full_name',
      'Full name must be at most 100 characters',
    ],
    ['bad email', { email: 'not-an-email' }, 'email', 'Email must be a valid email address'],
    ['short password', { password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [
      'long password',
      { password: 'p'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
    [
      'letters in phone',
      { phone: '0812abc4567' },
      'phone',
      'Phone must have 8 to 15 digits and may start with +',
    ],
    [
      'short phone',
      { phone: '1234567' },
      'phone',
      'Phone must have 8 to 15 digits and may start with +',
    ],
    [
      'long phone',
      { phone: '1234567890123456' },
      'phone',
      'Phone must have 8 to 15 digits and may start with +',
    ],
  ];
  for (const [name, override, field, message] of invalid) {
    it(`refuses ${name} with a 400 field error and creates nothing`, async () => {
      const body = { ...talent(), ...override };
      const before = await ctx.api.db.query<{ n: number }>('SELECT count(*) AS n FROM accounts');
      const res = await ctx.api.agent().post('/api/auth/regis-user', { json: body });
      assert.equal(res.status, 400);
      assert.equal(res.body.status, 400);
      assert.deepEqual(fieldList(res.body), [{ field, message }]);
      assert.equal(res.body.message, message);
      const afterCount = await ctx.api.db.query<{ n: number }>(
        'SELECT count(*) AS n FROM accounts',
      );
      assert.equal(afterCount.rows[0]!.n, before.rows[0]!.n);
    });
  }

  it('lists every missing field when the body is empty', async () => {
    const res = await ctx.api.agent().post('/api/auth/regis-user');
    assert.equal(res.status, 400);
    assert.deepEqual(
      fieldList(res.body)
        .map((e: { field: string }) => e.field)
        .sort(),
      ['email', 'full_name', 'password', 'phone'],
    );
    assert.ok(
      fieldList(res.body).every((e: { message: string }) => /is required$/.test(e.message)),
    );
  });

  it('answers 400 for a body that is not valid JSON', async () => {
    const res = await ctx.api.agent().post('/api/auth/regis-user', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'The request body is not valid JSON');
  });

  it('answers 409 for an email already used, whatever its case and account type', async () => {
    const first = talent();
    assert.equal((await ctx.api.agent().post('/api/auth/regis-user', { json: first })).status, 201);
    const again = await ctx.api
      .agent()
      .post('/api/auth/regis-user', { json: { ...talent(), email: first.email.toUpperCase() } });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'Email is already registered');
    assert.deepEqual(fieldList(again.body), [
      { field: 'email', message: 'Email is already registered' },
    ]);
    const asCompany = await ctx.api
      .agent()
      .post('/api/auth/regis-company', { json: { ...company(), email: first.email } });
    assert.equal(asCompany.status, 409);
    const { rows } = await ctx.api.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM accounts WHERE lower(email) = lower($1)',
      [first.email],
    );
    assert.equal(rows[0]!.n, 1);
  });
});

describe('POST /api/auth/regis-company', () => {
  const ctx = sharedApp();

  it('creates a recruiter account with its company and answers the session user', async () => {
    const body = company();
    const res = await ctx.api.agent().post('/api/auth/regis-company', { form: body });
    assert.equal(res.status, 201);
    assert.equal(res.body.result.role, 'recruiter');
    assert.equal(res.body.result.id_company, res.body.result.id_user);
    assert.equal(res.body.result.name, 'Nusantara Digital');
    assertNoSecrets(res.body);
    const { rows } = await ctx.api.db.query<Record<string, unknown>>(
      'SELECT * FROM companies WHERE id_company = $1',
      [res.body.result.id_user],
    );
    assert.equal(rows[0]!.name, 'Budi Santoso');
    assert.equal(rows[0]!.name_company, 'Nusantara Digital');
    assert.equal(rows[0]!.field_company, 'Software');
    assert.equal(rows[0]!.category, 'Tech');
    assert.equal(rows[0]!.phone, '+6281234567890');
    assert.equal(rows[0]!.email, body.email);
  });

  const categories: Array<[string, string]> = [
    ['Tech', 'Tech'],
    ['technology', 'Tech'],
    ['FINTECH', 'Tech'],
    ['IT', 'Tech'],
    ['IT Consulting', 'Tech'],
    ['Financial', 'NonTech'],
    ['Retail', 'NonTech'],
    ['NonTech', 'NonTech'],
  ];
  for (const [field, category] of categories) {
    it(`derives category ${category} from field "${field}"`, async () => {
      const res = await ctx.api
        .agent()
        .post('/api/auth/regis-company', { json: { ...company(), field } });
      assert.equal(res.status, 201);
      const { rows } = await ctx.api.db.query<{ category: string }>(
        'SELECT category FROM companies WHERE id_company = $1',
        [res.body.result.id_user],
      );
      assert.equal(rows[0]!.category, category);
    });
  }

  it('takes an explicit category over the derived one', async () => {
    const res = await ctx.api.agent().post('/api/auth/regis-company', {
      json: { ...company(), field: 'Software', category: 'NonTech' },
    });
    assert.equal(res.status, 201);
    const { rows } = await ctx.api.db.query<{ category: string }>(
      'SELECT category FROM companies WHERE id_company = $1',
      [res.body.result.id_user],
    );
    assert.equal(rows[0]!.category, 'NonTech');
  });

  const invalid: Array<[string, Record<string, string>, string, string]> = [
    ['missing name', { name: '' }, 'name', 'Name is required'],
    ['missing company', { company: '' }, 'company', 'Company is required'],
    [
      'long company',
      { company: 'c'.repeat(101) },
      'company',
      'Company must be at most 100 characters',
    ],
    ['missing field', { field: '' }, 'field', 'Field is required'],
    ['unknown category', { category: 'Space' }, 'category', "Category must be 'Tech' or 'NonTech'"],
    ['bad email', { email: 'a@' }, 'email', 'Email must be a valid email address'],
    [
      'short password',
      { password: '1234567' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      'bad phone',
      { phone: 'call me' },
      'phone',
      'Phone must have 8 to 15 digits and may start with +',
    ],
  ];
  for (const [name, override, field, message] of invalid) {
    it(`refuses ${name} with a 400 field error and creates nothing`, async () => {
      const before = await ctx.api.db.query<{ n: number }>('SELECT count(*) AS n FROM companies');
      const res = await ctx.api
        .agent()
        .post('/api/auth/regis-company', { json: { ...company(), ...override } });
      assert.equal(res.status, 400);
      assert.deepEqual(fieldList(res.body), [{ field, message }]);
      const afterCount = await ctx.api.db.query<{ n: number }>(
        'SELECT count(*) AS n FROM companies',
      );
      assert.equal(afterCount.rows[0]!.n, before.rows[0]!.n);
    });
  }
});
