// Input that used to answer 500: each now answers 400 with the usual envelope (or, for paging,
// falls back to the defaults so a client sending `page=undefined` still gets its list).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Registered, TestApi } from '../../helper.js';
import { sharedApi } from './talent-fixtures.js';

/** Stands for the JSON number 1e400 (JSON.parse reads it as Infinity). */
const RAW_1E400 = Symbol('1e400');

describe('bad input answers 400, never 500', () => {
  const shared = sharedApi();
  let api: TestApi;
  let talent: Registered;
  let recruiter: Registered;

  before(async () => {
    api = shared();
    [talent, recruiter] = await Promise.all([api.registerTalent(), api.registerRecruiter()]);
  });

  for (const [query, page, limit] of [
    ['page=Infinity', 1, 10],
    ['page=undefined&limit=undefined', 1, 10],
    ['page=1e309&limit=-1e309', 1, 10],
    ['page=2.5&limit=abc', 1, 10],
    ['page=0&limit=0', 1, 10],
    ['page=2&limit=1000', 2, 100],
    ['page=3&limit=7', 3, 7],
  ] as const) {
    it(`lists read ${query} as page ${page}, limit ${limit}`, async () => {
      for (const path of ['/api/users', '/api/company']) {
        const res = await api.agent().get(`${path}?${query}`);
        assert.equal(res.status, 200, `${path}: ${res.text}`);
        assert.equal(res.body.pagination.page, page);
        assert.equal(res.body.pagination.limit, limit);
      }
    });
  }

  it('a NUL byte in a query or a text field is a 400 at that field', async () => {
    const list = await api.agent().get('/api/company?company=%00');
    assert.equal(list.status, 400);
    assert.equal(list.body.status, 400);
    assert.match(list.body.message, /NUL/);
    const edit = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      json: { description: 'before\u0000after' },
    });
    assert.equal(edit.status, 400, edit.text);
    assert.match(edit.body.message, /Description must not contain a NUL character/);
  });

  it('numbers that are not plain finite numbers are a 400, and true is not talent 1', async () => {
    for (const id_user of ['Infinity', '1e309', '2147483648', true, '0x1', RAW_1E400]) {
      const res = await recruiter.agent.post('/api/hire', {
        body: `{"subject":"Hi","message":"Hello","id_user":${
          id_user === RAW_1E400
            ? '1e400'
            : typeof id_user === 'string'
              ? JSON.stringify(id_user)
              : String(id_user)
        }}`,
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(res.status, 400, `${String(id_user)}: ${res.text}`);
      assert.equal(res.body.status, 400);
    }
    const sent = await recruiter.agent.get('/api/hire');
    assert.deepEqual(sent.body.data, []);
  });

  it('an id of 1e400 in a path is a 404', async () => {
    const res = await api.agent().get('/api/company/1e400');
    assert.equal(res.status, 404);
  });

  it('multipart without a boundary is a 400', async () => {
    const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      body: '--x\r\nContent-Disposition: form-data; name="job_desk"\r\n\r\nDev\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data' },
    });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.body.status, 400);
  });
});
