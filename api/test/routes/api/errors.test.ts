import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp } from '../../helper.js';

describe('errors', () => {
  const ctx = sharedApp();

  it('an unexpected failure answers a bare 500 with the request id, details only in the log', async () => {
    const original = ctx.api.app.companiesRepository.list;
    ctx.api.app.companiesRepository.list = async () => {
      throw new Error('secret internal detail: relation "companies" does not exist');
    };
    try {
      const res = await ctx.api
        .agent()
        .get('/api/company', { headers: { 'x-request-id': 'req-500-test' } });
      assert.equal(res.status, 500);
      assert.deepEqual(res.body, {
        status: 500,
        message: 'Something went wrong on our side',
        errors: ['Something went wrong on our side'],
        requestId: 'req-500-test',
      });
      assert.doesNotMatch(res.text, /secret internal detail/);
    } finally {
      ctx.api.app.companiesRepository.list = original;
    }
  });

  it('an unsupported body type answers 415', async () => {
    const res = await ctx.api.agent().post('/api/auth/login-user', {
      body: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    assert.equal(res.status, 415);
    assert.equal(res.body.status, 415);
  });

  it('a too large JSON body answers 413', async () => {
    const res = await ctx.api.agent().post('/api/auth/login-user', {
      json: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    assert.equal(res.status, 413);
    assert.equal(res.body.status, 413);
  });

  it('unknown methods and paths answer JSON 404 under /api', async () => {
    const res = await ctx.api.agent().delete('/api/company');
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { status: 404, message: 'Not found', errors: ['Not found'] });
  });

  it('errors are sentences a client can print as they are; field detail is in fields', async () => {
    const res = await ctx.api.agent().post('/api/auth/regis-user', {
      json: {
        full_name: '',
        email: 'not-an-email',
        phone: '0812345678',
        password: 'long-enough-1',
      },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.errors, [
      'Full name is required',
      'Email must be a valid email address',
    ]);
    assert.deepEqual(res.body.fields, {
      full_name: 'Full name is required',
      email: 'Email must be a valid email address',
    });
    // What a client rendering `errors` as text (the spec's banner) shows.
    assert.doesNotMatch(String(res.body.errors), /object/);
    const other = await ctx.api.agent().get('/api/users/99999');
    assert.deepEqual(other.body.errors, [other.body.message]);
    assert.equal(other.body.fields, undefined);
  });

  it('security headers are set', async () => {
    const res = await ctx.api.agent().get('/api/health');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(res.headers.get('content-security-policy'));
  });
});
