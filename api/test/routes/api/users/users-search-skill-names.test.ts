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
});
