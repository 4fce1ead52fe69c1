// search_state.catalog_generation (migration 062) tells the API when its in-memory word catalog
// is out of date: it moves when a word appears or disappears, not when counts of words in use do.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { addSkills, editProfile, sharedApi } from '../../routes/api/talent-fixtures.js';

describe('catalog generation', () => {
  const shared = sharedApi();

  const generation = async () => {
    const { rows } = await shared().db.query<{ g: number }>(
      'SELECT catalog_generation::int AS g FROM search_state WHERE id = 1',
    );
    return rows[0]!.g;
  };

  test('a new skill, title or city word moves it; one more holder of a known word does not', async () => {
    const api = shared();
    const first = await api.registerTalent({ full_name: 'Gen Alpha' });
    const second = await api.registerTalent({ full_name: 'Gen Beta' });
    await addSkills(first, ['Quasarlang']);
    await editProfile(first, { job_desk: 'Zymurgy Engineer', domicile: 'Pekalongan' });

    let before = await generation();
    await addSkills(second, ['Quasarlang']);
    await editProfile(second, { job_desk: 'Zymurgy Engineer', domicile: 'Pekalongan' });
    assert.equal(await generation(), before, 'counts of words in use changed only');

    before = await generation();
    await addSkills(second, ['Hyperlisp']);
    assert.ok((await generation()) > before, 'a new skill');

    before = await generation();
    await editProfile(second, { domicile: 'Wonosobo' });
    assert.ok((await generation()) > before, 'a new city word');

    before = await generation();
    await editProfile(second, { job_desk: 'Zymurgy Engineer', domicile: 'Pekalongan' });
    assert.ok((await generation()) > before, 'the last Wonosobo is gone');
  });

  test('a write that fails leaves it unchanged', async () => {
    const api = shared();
    const before = await generation();
    await assert.rejects(
      api.db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO search_tokens (kind, word, talent_count) VALUES ('t', 'rolledbackword', 1)",
        );
        throw new Error('abort');
      }),
    );
    assert.equal(await generation(), before);
  });
});
