import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SKILL_ALIASES } from '../../../../src/domains/search/terms/skill-aliases.js';
import {
  aliasKey,
  CANONICAL_SKILLS,
  knownSkill,
  normalizeSkill,
  storageKey,
} from '../../../../src/domains/search/terms/normalize-skill.js';

test('known spellings map to one canonical name', () => {
  const cases: Array<[string, string]> = [
    ['ReactJS', 'React'],
    ['react.js', 'React'],
    [' React JS ', 'React'],
    ['react', 'React'],
    ['JS', 'JavaScript'],
    ['javascript', 'JavaScript'],
    ['ts', 'TypeScript'],
    ['Golang', 'Go'],
    ['go', 'Go'],
    ['NodeJS', 'Node.js'],
    ['node', 'Node.js'],
    ['Node.JS', 'Node.js'],
    ['Vue.js', 'Vue'],
    ['vuejs', 'Vue'],
    ['Postgres', 'PostgreSQL'],
    ['postgresql', 'PostgreSQL'],
    ['C Sharp', 'C#'],
    ['c#', 'C#'],
    ['K8s', 'Kubernetes'],
    ['cpp', 'C++'],
    ['c++', 'C++'],
    ['C', 'C'],
    ['react native', 'React Native'],
    ['tailwindcss', 'Tailwind CSS'],
    ['ui/ux', 'UI/UX Design'],
    ['ruby on rails', 'Ruby on Rails'],
    ['GCP', 'Google Cloud'],
    ['next.js', 'Next.js'],
  ];
  for (const [typed, canonical] of cases) assert.equal(normalizeSkill(typed), canonical, typed);
});

test('C, C# and C++ stay three different skills', () => {
  assert.notEqual(aliasKey('C#'), aliasKey('C++'));
  assert.notEqual(aliasKey('C'), aliasKey('C#'));
  assert.equal(knownSkill('c'), 'C');
});

test('unknown skills keep the user capitalization, tidied', () => {
  assert.equal(normalizeSkill('  Microsoft   Dynamics  '), 'Microsoft Dynamics');
  assert.equal(normalizeSkill('htmx'), 'htmx');
  assert.equal(normalizeSkill('HTMX'), 'HTMX');
  assert.equal(knownSkill('htmx'), undefined);
  assert.equal(storageKey(' HTMX '), 'htmx');
});

test('the alias list is large and unambiguous', () => {
  const spellings = Object.entries(SKILL_ALIASES).flatMap(([c, a]) => [c, ...a]);
  assert.ok(CANONICAL_SKILLS.length >= 60, `only ${CANONICAL_SKILLS.length} canonical skills`);
  assert.ok(spellings.length - CANONICAL_SKILLS.length >= 60, 'at least 60 alias entries');
  // Every spelling resolves to the canonical name it is listed under.
  for (const [canonical, aliases] of Object.entries(SKILL_ALIASES)) {
    for (const alias of [canonical, ...aliases])
      assert.equal(normalizeSkill(alias), canonical, alias);
  }
  // Canonical names fit the stored column.
  for (const name of CANONICAL_SKILLS) assert.ok(name.length <= 50);
});
