import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Registered, TestApi } from '../../../helper.js';
import { addSkills, sharedApi } from '../talent-fixtures.js';

/**
 * A card's `skills` and `matched_skills` travel from the statement as JSON arrays (parsed by the
 * driver natively). Skill names holding what either notation must escape (quotes, backslashes,
 * commas, braces, spaces, the word NULL, non-ASCII letters) come back exactly as stored, in the
 * list and in a search, on both engines.
 */

const ODD_NAMES = [
  'Say "Hi" Script',
  'Back\\slash Lang',
  'Comma, Separated',
  '{Braced}',
  'NULL',
  'Ünïcödé Ωmega',
  "O'Reilly Tools",
  'Kanji 日本語',
];

interface Card {
  id_user: number;
  skills: string[];
  matched_skills: string[];
}

describe('GET /api/users: skill names come back exactly', () => {
  const shared = sharedApi();
  let api: TestApi;
  let talent: Registered;

  const cardOf = async (query: Record<string, string>) => {
    const res = await api.agent().get('/api/users', { query: { limit: '100', ...query } });
    assert.equal(res.status, 200, res.text);
    const card = (res.body as { data: Card[] }).data.find((c) => c.id_user === talent.user.id_user);
    assert.notEqual(card, undefined, JSON.stringify(query));
    return card!;
  };

  before(async () => {
    api = shared();
    talent = await api.registerTalent({ full_name: 'Oddskill Holder' });
    await addSkills(talent, ODD_NAMES);
  });

  test('in the plain list', async () => {
    const card = await cardOf({});
    assert.deepEqual([...card.skills].sort(), [...ODD_NAMES].sort());
    assert.deepEqual(card.matched_skills, []);
  });

  test('in a search, matched skills in the order typed', async () => {
    const card = await cardOf({ search: 'oddskill' });
    assert.deepEqual([...card.skills].sort(), [...ODD_NAMES].sort());
    assert.deepEqual(card.matched_skills, []);
    const matched = await cardOf({ search: '{Braced}, NULL, Back\\slash Lang' });
    assert.deepEqual(matched.matched_skills, ['{Braced}', 'NULL', 'Back\\slash Lang']);
    assert.deepEqual([...matched.skills].sort(), [...ODD_NAMES].sort());
  });

  // The API picks a card's matched skills by each name's key (the catalog's, or the database's
  // for a name the catalog lacks): the typed skills only, in the order typed, which is neither
  // the order of keys nor the order stored.
  test('matched skills are the typed ones only, in the order typed', async () => {
    const typed = ['NULL', 'Say "Hi" Script', 'Back\\slash Lang'];
    const card = await cardOf({ search: typed.join(', ') });
    assert.deepEqual(card.matched_skills, typed);
    const two = await cardOf({ search: 'Kanji 日本語, {Braced}' });
    assert.deepEqual(two.matched_skills, ['Kanji 日本語', '{Braced}']);
  });

  test('a spelling the catalog lacks (written behind the API) is matched by its key', async () => {
    const other = await api.registerTalent({ full_name: 'Otherspelling Holder' });
    await addSkills(other, ['Kotlin']);
    await api.db.query(
      "INSERT INTO skills (id_user, skill_name) VALUES ($1, 'nUlL'), ($1, 'BRACED')",
      [other.user.id_user],
    );
    const res = await api.agent().get('/api/users', { query: { search: 'kotlin, NULL' } });
    assert.equal(res.status, 200, res.text);
    const card = (res.body as { data: Card[] }).data.find((c) => c.id_user === other.user.id_user);
    assert.deepEqual(card?.matched_skills, ['Kotlin', 'nUlL']);
  });
});
