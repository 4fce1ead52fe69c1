import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, assertNoSecrets, type Registered, type TestApi } from '../../../helper.js';
import { HOSTILE_VALUES, multipart, sharedApi } from '../talent-fixtures.js';

const base = {
  company_name: 'PT Nusantara Digital',
  job_position: 'Backend Engineer',
  description: 'APIs',
};

async function create(talent: Registered, fields: Record<string, unknown>) {
  return talent.agent.post('/api/users-experiences', { json: { ...base, ...fields } });
}

describe('/api/users-experiences', () => {
  const shared = sharedApi();
  let api: TestApi;

  before(() => {
    api = shared();
  });

  test('DD-MM-YYYY and YYYY-MM-DD are accepted and answered as YYYY-MM-DD', async () => {
    const talent = await api.registerTalent();
    const res = await create(talent, { day_in: '01-02-2020', day_out: '2021-03-31' });
    assert.equal(res.status, 201);
    assert.equal(res.body.message, 'Experience updated!');
    assert.equal(res.body.data.day_in, '2020-02-01');
    assert.equal(res.body.data.day_out, '2021-03-31');
    assert.equal(res.body.data.id_user, talent.user.id_user);
    assert.equal(res.body.data.company_name, base.company_name);
    assertNoSecrets(res.body);
  });

  test('an empty or missing day_out means the current job', async () => {
    const talent = await api.registerTalent();
    for (const dayOut of ['', null, undefined]) {
      const res = await create(talent, { day_in: '2023-01-01', day_out: dayOut });
      assert.equal(res.status, 201, String(dayOut));
      assert.equal(res.body.data.day_out, null);
    }
    const form = await talent.agent.post('/api/users-experiences', {
      form: { ...base, day_in: '10-10-2022', day_out: '' },
    });
    assert.equal(form.status, 201);
    assert.equal(form.body.data.day_out, null);
    // Multipart fields read like a form: the blank day_out is the current job too.
    const parts = await talent.agent.post('/api/users-experiences', {
      multipart: multipart({ ...base, day_in: '2022-10-10', day_out: '' }),
    });
    assert.equal(parts.status, 201, parts.text);
    assert.equal(parts.body.data.day_out, null);
  });

  test('bad dates and missing fields answer 400 with the field', async () => {
    const talent = await api.registerTalent();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ day_in: '2021-05-01', day_out: '2021-04-30' }, 'day_out'],
      [{ day_in: '31-02-2021' }, 'day_in'],
      [{ day_in: '2021-13-01' }, 'day_in'],
      [{ day_in: '2021/01/01' }, 'day_in'],
      [{ day_in: 'yesterday' }, 'day_in'],
      [{ day_in: '2021-01-01', day_out: '2021-02-30' }, 'day_out'],
      [{ day_in: '2021-01-01', day_out: 'now' }, 'day_out'],
      [{ day_in: '2021-01-01', company_name: '' }, 'company_name'],
      [{ day_in: '2021-01-01', job_position: 'x'.repeat(101) }, 'job_position'],
    ];
    for (const [fields, field] of cases) {
      const res = await create(talent, fields);
      assert.equal(res.status, 400, JSON.stringify(fields));
      assert.ok(
        fieldList(res.body).some((e: { field: string }) => e.field === field),
        JSON.stringify(res.body),
      );
    }
    const missing = await talent.agent.post('/api/users-experiences', { json: {} });
    assert.equal(missing.status, 400);
    const fields = fieldList(missing.body)
      .map((e: { field: string }) => e.field)
      .sort();
    assert.deepEqual(fields, ['company_name', 'day_in', 'job_position']);
    const list = await api
      .agent()
      .get('/api/users-experiences', { query: { id_user: talent.user.id_user } });
    assert.deepEqual(list.body.data, [], 'nothing was written');
  });

  test('an end date in the future answers 400 with a clear message; this month is fine', async () => {
    const talent = await api.registerTalent();
    const inDays = (days: number) =>
      new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const nextMonth = await create(talent, { day_in: '2021-01-01', day_out: inDays(40) });
    assert.equal(nextMonth.status, 400);
    assert.deepEqual(fieldList(nextMonth.body), [
      {
        field: 'day_out',
        message: 'End date cannot be in the future: leave it empty for a job you still have',
      },
    ]);
    const indonesian = await talent.agent.post('/api/users-experiences', {
      json: { ...base, day_in: '2021-01-01', day_out: inDays(40) },
      headers: { 'accept-language': 'id' },
    });
    assert.equal(indonesian.status, 400);
    assert.match(indonesian.body.message, /^Tanggal selesai tidak boleh di masa depan/);
    // A month input sends the 1st: this month's is always in the past or today.
    const thisMonth = `${new Date().toISOString().slice(0, 7)}-01`;
    assert.equal((await create(talent, { day_in: '2021-01-01', day_out: thisMonth })).status, 201);
    // An update is held to the same rule.
    const created = await create(talent, { day_in: '2021-01-01', day_out: '2021-06-01' });
    const moved = await talent.agent.patch(`/api/users-experiences/${created.body.data.id}`, {
      json: { day_out: inDays(400) },
    });
    assert.equal(moved.status, 400);
    assert.equal(fieldList(moved.body)[0]?.field, 'day_out');
  });

  test('GET lists the current job first, then newest first', async () => {
    const talent = await api.registerTalent();
    await create(talent, { company_name: 'Old', day_in: '2015-01-01', day_out: '2016-01-01' });
    await create(talent, { company_name: 'Current', day_in: '2019-01-01', day_out: '' });
    await create(talent, { company_name: 'Recent', day_in: '2017-01-01', day_out: '2018-12-31' });
    const res = await api
      .agent()
      .get('/api/users-experiences', { query: { id_user: talent.user.id_user } });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.map((e: { company_name: string }) => e.company_name),
      ['Current', 'Recent', 'Old'],
    );
  });

  test('PATCH changes fields and keeps the dates consistent', async () => {
    const talent = await api.registerTalent();
    const created = await create(talent, { day_in: '2020-01-01', day_out: '2020-12-31' });
    const id = created.body.data.id;
    const res = await talent.agent.patch(`/api/users-experiences/${id}`, {
      json: { job_position: 'Lead Engineer', day_out: '' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Experience updated!');
    assert.equal(res.body.data.job_position, 'Lead Engineer');
    assert.equal(res.body.data.day_out, null);
    assert.equal(res.body.data.day_in, '2020-01-01');
    // A new end before the stored start is refused.
    const before = await talent.agent.patch(`/api/users-experiences/${id}`, {
      json: { day_out: '01-01-2019' },
    });
    assert.equal(before.status, 400);
    assert.equal(fieldList(before.body)[0]!.field, 'day_out');
    const description = await talent.agent.patch(`/api/users-experiences/${id}`, {
      json: { description: '' },
    });
    assert.equal(description.status, 200);
    assert.equal(description.body.data.description, null);
  });

  test('DELETE removes the entry; unknown and malformed ids are 404', async () => {
    const talent = await api.registerTalent();
    const created = await create(talent, { day_in: '2020-01-01' });
    const id = created.body.data.id;
    const res = await talent.agent.delete(`/api/users-experiences/${id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Experience deleted!');
    for (const path of [
      `/api/users-experiences/${id}`,
      '/api/users-experiences/abc',
      '/api/users-experiences/0',
    ]) {
      assert.equal((await talent.agent.delete(path)).status, 404, path);
      assert.equal(
        (await talent.agent.patch(path, { json: { company_name: 'X' } })).status,
        404,
        path,
      );
    }
  });

  test('SQL metacharacters in id_user answer 400, never an error', async () => {
    for (const value of HOSTILE_VALUES) {
      const res = await api.agent().get('/api/users-experiences', { query: { id_user: value } });
      assert.equal(res.status, 400, value);
    }
  });
});
