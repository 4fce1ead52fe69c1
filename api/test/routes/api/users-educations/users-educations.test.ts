// Education as a profile section (issue 31): the talent's own entries, validated, on the
// profile for everyone who can read it, changed and removed only by their owner.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, type Registered, type TestApi } from '../../../helper.js';
import { sharedApi } from '../talent-fixtures.js';

const base = { school: 'Universitas Gadjah Mada', degree: 'S1', field_of_study: 'Informatika' };

async function create(talent: Registered, fields: Record<string, unknown> = {}) {
  return talent.agent.post('/api/users-educations', {
    json: { ...base, start_year: 2016, end_year: 2020, ...fields },
  });
}

describe('/api/users-educations', () => {
  const shared = sharedApi();
  let api: TestApi;

  before(() => {
    api = shared();
  });

  test('a talent adds entries; the profile lists them, still studying first, then newest', async () => {
    const talent = await api.registerTalent();
    const first = await create(talent);
    assert.equal(first.status, 201, first.text);
    assert.deepEqual(first.body.data, {
      id: first.body.data.id,
      id_user: talent.user.id_user,
      school: 'Universitas Gadjah Mada',
      degree: 'S1',
      field_of_study: 'Informatika',
      start_year: 2016,
      end_year: 2020,
    });
    const studying = await create(talent, {
      school: '  Binus University ',
      degree: 'S2',
      field_of_study: '',
      start_year: 2023,
      end_year: null,
    });
    assert.equal(studying.status, 201, studying.text);
    assert.equal(studying.body.data.school, 'Binus University');
    assert.equal(studying.body.data.field_of_study, null);
    const school = await create(talent, {
      school: 'SMA 3 Yogyakarta',
      degree: 'SMA',
      start_year: 2013,
      end_year: 2016,
    });
    assert.equal(school.status, 201);

    const recruiter = await api.registerRecruiter();
    for (const agent of [recruiter.agent, api.agent(), talent.agent]) {
      const profile = await agent.get(`/api/users/${talent.user.id_user}`);
      assert.equal(profile.status, 200, profile.text);
      assert.deepEqual(
        profile.body.data.educations.map((e: { school: string }) => e.school),
        ['Binus University', 'Universitas Gadjah Mada', 'SMA 3 Yogyakarta'],
      );
    }
    const list = await api
      .agent()
      .get('/api/users-educations', { query: { id_user: String(talent.user.id_user) } });
    assert.equal(list.status, 200);
    assert.equal(list.body.data.length, 3);
  });

  test('missing or bad fields answer 400 with the field, and nothing is stored', async () => {
    const talent = await api.registerTalent();
    const next = new Date().getUTCFullYear() + 1;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ school: '' }, 'school'],
      [{ school: '   ' }, 'school'],
      [{ degree: undefined }, 'degree'],
      [{ start_year: 1800 }, 'start_year'],
      [{ end_year: 1e40 }, 'end_year'],
      [{ start_year: 'soon' }, 'start_year'],
      [{ start_year: next, end_year: next + 3 }, 'start_year'],
      [{ start_year: 2020, end_year: 2018 }, 'end_year'],
      [{ field_of_study: 'x'.repeat(101) }, 'field_of_study'],
      [{ school: 'x'.repeat(151) }, 'school'],
    ];
    for (const [fields, field] of cases) {
      const res = await create(talent, fields);
      assert.equal(res.status, 400, `${JSON.stringify(fields)}: ${res.text}`);
      assert.ok(
        fieldList(res.body).some((f) => f.field === field),
        `${JSON.stringify(fields)}: ${res.text}`,
      );
    }
    const profile = await talent.agent.get(`/api/users/${talent.user.id_user}`);
    assert.deepEqual(profile.body.data.educations, []);
  });

  test('only a talent adds; only the owner changes or removes (others 403, guests 401, gone 404)', async () => {
    const owner = await api.registerTalent();
    const other = await api.registerTalent();
    const recruiter = await api.registerRecruiter();
    assert.equal((await create(recruiter)).status, 403);
    assert.equal(
      (await api.agent().post('/api/users-educations', { json: { ...base, start_year: 2016 } }))
        .status,
      401,
    );
    const entry = (await create(owner)).body.data;
    const path = `/api/users-educations/${entry.id}`;
    for (const [agent, status] of [
      [other.agent, 403],
      [recruiter.agent, 403],
      [api.agent(), 401],
    ] as const) {
      assert.equal((await agent.patch(path, { json: { degree: 'D3' } })).status, status);
      assert.equal((await agent.delete(path)).status, status);
    }
    // A partial change is checked against the stored years.
    const early = await owner.agent.patch(path, { json: { end_year: 2010 } });
    assert.equal(early.status, 400);
    assert.ok(fieldList(early.body).some((f) => f.field === 'end_year'));
    const changed = await owner.agent.patch(path, { json: { degree: 'D3', end_year: null } });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.data.degree, 'D3');
    assert.equal(changed.body.data.end_year, null);
    assert.equal(changed.body.data.school, base.school);
    assert.equal((await owner.agent.delete(path)).status, 200);
    assert.equal((await owner.agent.delete(path)).status, 404);
    assert.equal((await owner.agent.patch(path, { json: { degree: 'S1' } })).status, 404);
    const profile = await owner.agent.get(`/api/users/${owner.user.id_user}`);
    assert.deepEqual(profile.body.data.educations, []);
  });
});
