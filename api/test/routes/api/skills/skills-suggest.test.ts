import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApi } from '../../../helper.js';
import { addSkills, HOSTILE_VALUES, sharedApi } from '../talent-fixtures.js';

describe('GET /api/skills/suggest', () => {
  const shared = sharedApi();
  let api: TestApi;
  const suggest = async (query: Record<string, string | number>) => {
    const res = await api.agent().get('/api/skills/suggest', { query });
    assert.equal(res.status, 200, res.text);
    return res.body.data as Array<{ skill_name: string; count: number }>;
  };

  before(async () => {
    api = shared();
    const [a, b, c] = await Promise.all([
      api.registerTalent(),
      api.registerTalent(),
      api.registerTalent(),
    ]);
    await addSkills(a, ['React', 'React Native', 'Redux', 'Python']);
    await addSkills(b, ['ReactJS', 'Redis']);
    await addSkills(c, ['react', 'JavaScript', 'Retool Magic', 'Go', 'Docker']);
  });

  test('empty q lists the most popular skills with their talent counts', async () => {
    const data = await suggest({});
    assert.deepEqual(data[0], { skill_name: 'React', count: 3 });
    assert.equal(data.length, 8, 'default limit');
    assert.equal((await suggest({ limit: 2 })).length, 2);
  });

  test('prefix matches come first, most popular first, alias-aware', async () => {
    const re = await suggest({ q: 're' });
    assert.deepEqual(re.map((s) => s.skill_name).slice(0, 5), [
      'React',
      'React Native',
      'Redis',
      'Redux',
      'Retool Magic',
    ]);
    assert.deepEqual((await suggest({ q: 'reactjs' }))[0], { skill_name: 'React', count: 3 });
    assert.deepEqual((await suggest({ q: 'JS' }))[0]?.skill_name, 'JavaScript');
    assert.deepEqual(
      (await suggest({ q: 'native' })).map((s) => s.skill_name),
      ['React Native'],
    );
  });

  test('typos still suggest the skill', async () => {
    assert.equal((await suggest({ q: 'pyton' }))[0]?.skill_name, 'Python');
    assert.equal((await suggest({ q: 'javscript' }))[0]?.skill_name, 'JavaScript');
  });

  test('removed skills stop being suggested', async () => {
    const d = await api.registerTalent();
    const [id] = await addSkills(d, ['Elixir']);
    assert.deepEqual(await suggest({ q: 'elixir' }), [{ skill_name: 'Elixir', count: 1 }]);
    await d.agent.delete(`/api/users-skills/${id}`);
    assert.deepEqual(await suggest({ q: 'elixir' }), []);
  });

  test('limit is bounded and metacharacters in q are plain text', async () => {
    // Not a positive whole number: the default; above 20: capped. Never a failed list.
    for (const limit of ['0', '21', 'abc', 'Infinity']) {
      const res = await api.agent().get('/api/skills/suggest', { query: { limit } });
      assert.equal(res.status, 200, limit);
    }
    for (const q of HOSTILE_VALUES) {
      const data = await suggest({ q });
      assert.ok(Array.isArray(data), q);
      assert.equal(data.length, 0, `"${q}" matches no skill`);
    }
    for (const value of HOSTILE_VALUES) {
      assert.equal(
        (await api.agent().get('/api/skills/suggest', { query: { limit: value } })).status,
        200,
        value,
      );
    }
  });
});
