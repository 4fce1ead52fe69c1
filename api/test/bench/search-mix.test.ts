// The writer's two skill sets: `held` must be skills the bulk seed gives out (only counts move
// when the writer adds or removes them), `unheld` skills it never gives (the word set moves).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TALENT_ROLES } from '../../src/db/seed/talent-roles.js';
import { WRITER_SKILLS, writerSkillsOf } from '../../bench/search-mix.js';

const seeded = new Set(TALENT_ROLES.flatMap((role) => Object.keys(role.skills)));

test('every held skill is one the bulk seed gives to talents, every unheld one is not', () => {
  for (const skill of WRITER_SKILLS.held) assert.ok(seeded.has(skill), `${skill} is seeded`);
  for (const skill of WRITER_SKILLS.unheld) assert.ok(!seeded.has(skill), `${skill} is not seeded`);
});

test('BENCH_WRITE_SKILLS: unset means unheld, a known set is taken, anything else is refused', () => {
  assert.equal(writerSkillsOf(undefined), 'unheld');
  assert.equal(writerSkillsOf(''), 'unheld');
  assert.equal(writerSkillsOf('held'), 'held');
  assert.equal(writerSkillsOf('unheld'), 'unheld');
  assert.throws(() => writerSkillsOf('popular'), /BENCH_WRITE_SKILLS must be one of unheld, held/);
  // A name every object answers to is not a skill set.
  assert.throws(() => writerSkillsOf('toString'), /BENCH_WRITE_SKILLS must be one of/);
});
