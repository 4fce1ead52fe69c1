// One talent must not slow everyone (issue 27): a talent lists at most SKILLS_PER_TALENT_MAX
// skills (50), refused at the skill field with a message the skill form shows; two tabs adding
// at once cannot pass it together; and the skill-pair counts the search reads stay exactly the
// counts of what talents hold while skills and titles change (migration 072 moves only the
// pairs of the keys that changed).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Registered, TestApi } from '../../../helper.js';
import { addSkills, sharedApi } from '../talent-fixtures.js';
import { SKILLS_PER_TALENT_MAX } from '../../../../src/schemas/skill.js';

const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

describe('skills per talent are capped', () => {
  const shared = sharedApi();
  let api: TestApi;
  let talent: Registered;

  before(async () => {
    api = shared();
    talent = await api.registerTalent();
  });

  const skillsOf = async (who: Registered) =>
    (await api.agent().get('/api/users-skills', { query: { id_user: who.user.id_user } })).body
      .data as Array<{ id: number; skill_name: string }>;

  /** The pair counts equal a full count of every talent's skill and title-word pairs. */
  const pairsAgree = async () => {
    const stored = await api.db.query(
      'SELECT a, b, talent_count FROM search_skill_pairs WHERE talent_count <> 0 ORDER BY a, b',
    );
    const counted = await api.db.query(
      `SELECT p.a, p.b, count(*)::int AS talent_count
       FROM talents t, search_skill_key_pairs(t.search_keys) p GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    assert.deepEqual(stored.rows, counted.rows);
  };

  it(`the ${SKILLS_PER_TALENT_MAX + 1}st skill is refused at the field; nothing is added`, async () => {
    assert.equal(SKILLS_PER_TALENT_MAX, 50);
    await addSkills(talent, names('Cap Skill', 50));
    const res = await talent.agent.post('/api/users-skills', { json: { skill_name: 'One More' } });
    assert.equal(res.status, 409, res.text);
    assert.equal(
      res.body.fields.skill_name,
      'You can list at most 50 skills. Remove one to add another.',
    );
    assert.deepEqual(res.body.errors, [res.body.fields.skill_name]);
    const skills = await skillsOf(talent);
    assert.equal(skills.length, 50);
    assert.ok(!skills.some((s) => s.skill_name === 'One More'));
    const profile = await api.agent().get(`/api/users/${talent.user.id_user}`);
    assert.equal(profile.status, 200);

    // A full profile can still rename a skill, and remove one to add another.
    const renamed = await talent.agent.patch(`/api/users-skills/${skills[0]!.id}`, {
      json: { skill_name: 'Renamed Cap Skill' },
    });
    assert.equal(renamed.status, 200, renamed.text);
    const removed = await talent.agent.delete(`/api/users-skills/${skills[1]!.id}`);
    assert.equal(removed.status, 200, removed.text);
    const added = await talent.agent.post('/api/users-skills', {
      json: { skill_name: 'One More' },
    });
    assert.equal(added.status, 201, added.text);
    await pairsAgree();
  });

  it('two tabs adding at once at 49 skills add exactly one', async () => {
    const tabs = await api.registerTalent();
    await addSkills(tabs, names('Tab Skill', 49));
    const answers = await Promise.all(
      names('Racing Skill', 6).map((skill_name) =>
        tabs.agent.post('/api/users-skills', { json: { skill_name } }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409, 409, 409]);
    assert.equal((await skillsOf(tabs)).length, 50);
    await pairsAgree();
  });

  it('the pair counts follow every kind of change exactly', async () => {
    const [a, b] = await Promise.all([api.registerTalent(), api.registerTalent()]);
    const shared = ['React', 'Node.js', 'PostgreSQL', 'Docker', 'Go'];
    const ids = await addSkills(a, [...shared, ...names('Own A', 20)]);
    await addSkills(b, [...shared, ...names('Own B', 5)]);
    await pairsAgree();
    // Title words are pair keys too: a title change moves pairs with every skill.
    for (const job_desk of ['React Developer', 'Senior Go Engineer', '']) {
      const res = await a.agent.patch(`/api/users/${a.user.id_user}`, { json: { job_desk } });
      assert.equal(res.status, 200, res.text);
      await pairsAgree();
    }
    const rename = await a.agent.patch(`/api/users-skills/${ids[0]}`, {
      json: { skill_name: 'Vue' },
    });
    assert.equal(rename.status, 200, rename.text);
    await pairsAgree();
    for (const id of ids.slice(1, 4)) {
      assert.equal((await a.agent.delete(`/api/users-skills/${id}`)).status, 200);
      await pairsAgree();
    }
  });
});
