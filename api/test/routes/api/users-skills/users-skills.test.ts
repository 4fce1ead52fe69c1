import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, assertNoSecrets, type TestApi } from '../../../helper.js';
import {
  addSkills,
  cast,
  HOSTILE_VALUES,
  multipart,
  sharedApi,
  type Cast,
} from '../talent-fixtures.js';

describe('/api/users-skills', () => {
  const shared = sharedApi();
  let api: TestApi;
  let people: Cast;

  before(async () => {
    api = shared();
    people = await cast(api);
  });

  test('a talent adds a skill; aliases are stored by their canonical name', async () => {
    const talent = await api.registerTalent();
    const res = await talent.agent.post('/api/users-skills', {
      json: { skill_name: '  reactjs ' },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.message, 'Skil added!');
    assert.equal(res.body.data.skill_name, 'React');
    assert.equal(res.body.data.id_user, talent.user.id_user);
    assert.ok(Number.isInteger(res.body.data.id));
    assertNoSecrets(res.body);
  });

  test('id_user in the body is ignored: the session decides whose skill it is', async () => {
    const res = await people.owner.agent.post('/api/users-skills', {
      json: { skill_name: 'Go', id_user: people.otherTalent.user.id_user },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.id_user, people.owner.user.id_user);
    const other = await api
      .agent()
      .get('/api/users-skills', { query: { id_user: people.otherTalent.user.id_user } });
    assert.equal(
      other.body.data.some((s: { skill_name: string }) => s.skill_name === 'Go'),
      false,
    );
  });

  test('a form or multipart body works like JSON; a file part is refused', async () => {
    const talent = await api.registerTalent();
    const form = await talent.agent.post('/api/users-skills', { form: { skill_name: 'golang' } });
    assert.equal(form.status, 201);
    assert.equal(form.body.data.skill_name, 'Go');
    const parts = await talent.agent.post('/api/users-skills', {
      multipart: multipart({ skill_name: 'k8s' }),
    });
    assert.equal(parts.status, 201, parts.text);
    assert.equal(parts.body.data.skill_name, 'Kubernetes');
    const file = await talent.agent.post('/api/users-skills', {
      multipart: multipart({ skill_name: 'Rust' }, [['skill_name', Buffer.from('x'), 'a.txt']]),
    });
    assert.equal(file.status, 415, file.text);
    const skills = await api.agent().get('/api/users-skills', {
      query: { id_user: talent.user.id_user },
    });
    assert.deepEqual(skills.body.data.map((s: { skill_name: string }) => s.skill_name).sort(), [
      'Go',
      'Kubernetes',
    ]);
  });

  test('the same skill twice (any case or alias) answers 409', async () => {
    const talent = await api.registerTalent();
    await addSkills(talent, ['TypeScript']);
    for (const again of ['typescript', 'TS', ' TypeScript ']) {
      const res = await talent.agent.post('/api/users-skills', { json: { skill_name: again } });
      assert.equal(res.status, 409, again);
      assert.match(res.body.message, /TypeScript is already in your skills/);
    }
  });

  test('unknown skills keep the first writer capitalization', async () => {
    const first = await api.registerTalent();
    const second = await api.registerTalent();
    await addSkills(first, ['HTMX Wizardry']);
    const res = await second.agent.post('/api/users-skills', {
      json: { skill_name: 'htmx   wizardry' },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.skill_name, 'HTMX Wizardry');
  });

  test('invalid skill names answer 400 with a field error', async () => {
    const talent = await api.registerTalent();
    const cases: Array<[unknown, string]> = [
      [{}, 'skill_name'],
      [{ skill_name: '' }, 'skill_name'],
      [{ skill_name: '   ' }, 'skill_name'],
      [{ skill_name: 'x'.repeat(51) }, 'skill_name'],
    ];
    for (const [body, field] of cases) {
      const res = await talent.agent.post('/api/users-skills', { json: body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.status, 400);
      assert.ok(
        fieldList(res.body).some((e: { field: string }) => e.field === field),
        JSON.stringify(res.body),
      );
    }
  });

  test('GET lists a talent skills, most popular first, for anyone', async () => {
    const a = await api.registerTalent();
    const b = await api.registerTalent();
    await addSkills(a, ['Rust', 'Flutter']);
    await addSkills(b, ['Flutter']);
    const res = await api.agent().get('/api/users-skills', { query: { id_user: a.user.id_user } });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.map((s: { skill_name: string }) => s.skill_name),
      ['Flutter', 'Rust'],
    );
    for (const skill of res.body.data) assert.equal(skill.id_user, a.user.id_user);
    const all = await api.agent().get('/api/users-skills');
    assert.equal(all.status, 200);
    assert.ok(all.body.data.length >= 3);
  });

  test('PATCH renames the owner skill; a duplicate rename answers 409', async () => {
    const talent = await api.registerTalent();
    const [vue, svelte] = await addSkills(talent, ['Vue', 'Svelte']);
    const renamed = await talent.agent.patch(`/api/users-skills/${vue}`, {
      json: { skill_name: 'nuxtjs' },
    });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.data.skill_name, 'Nuxt');
    assert.equal(renamed.body.data.id, vue);
    const clash = await talent.agent.patch(`/api/users-skills/${svelte}`, {
      json: { skill_name: 'Nuxt' },
    });
    assert.equal(clash.status, 409);
    const invalid = await talent.agent.patch(`/api/users-skills/${svelte}`, {
      json: { skill_name: '' },
    });
    assert.equal(invalid.status, 400);
  });

  test('DELETE removes the skill; afterwards it is 404', async () => {
    const talent = await api.registerTalent();
    const [id] = await addSkills(talent, ['Laravel']);
    const res = await talent.agent.delete(`/api/users-skills/${id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Skill deleted!');
    const again = await talent.agent.delete(`/api/users-skills/${id}`);
    assert.equal(again.status, 404);
    const list = await api
      .agent()
      .get('/api/users-skills', { query: { id_user: talent.user.id_user } });
    assert.deepEqual(list.body.data, []);
  });

  test('unknown and malformed ids answer 404', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      const patch = await people.owner.agent.patch(`/api/users-skills/${id}`, {
        json: { skill_name: 'Go' },
      });
      assert.equal(patch.status, 404, `PATCH ${id}`);
      const del = await people.owner.agent.delete(`/api/users-skills/${id}`);
      assert.equal(del.status, 404, `DELETE ${id}`);
    }
  });

  test('SQL metacharacters in id_user are rejected as a bad number, never run', async () => {
    for (const value of HOSTILE_VALUES) {
      const res = await api.agent().get('/api/users-skills', { query: { id_user: value } });
      assert.equal(res.status, 400, value);
      assert.equal(res.body.status, 400);
    }
    const name = "'; DROP TABLE skills; --";
    const res = await people.owner.agent.post('/api/users-skills', { json: { skill_name: name } });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.skill_name, name);
    const list = await api
      .agent()
      .get('/api/users-skills', { query: { id_user: people.owner.user.id_user } });
    assert.ok(list.body.data.some((s: { skill_name: string }) => s.skill_name === name));
  });
});
