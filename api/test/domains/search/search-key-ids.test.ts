// Integer search keys (migration 071): talents carry their keys' ids, kept by the row trigger;
// the dictionary only grows by keys not seen before; the API's SearchKeyIds leaves out a key
// nobody holds (it matches nobody) and finds it once a write gives it to someone.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchKeyIds } from '../../../src/domains/search/search-key-ids.js';
import { addSkills, editProfile, sharedApi } from '../../routes/api/talent-fixtures.js';

describe('search key ids', () => {
  const shared = sharedApi();

  /** A talent's ids, as the keys they stand for (sorted), next to its keys (sorted). */
  const keysOf = async (id: number) => {
    const { rows } = await shared().db.query<{ byIds: string[]; keys: string[] }>(
      `SELECT ARRAY(SELECT d.key FROM unnest(t.search_ids) i JOIN search_key_ids d ON d.id = i
                    ORDER BY d.key) AS "byIds",
              ARRAY(SELECT k FROM unnest(t.search_keys) k ORDER BY k) AS keys
       FROM talents t WHERE t.id_user = $1`,
      [id],
    );
    return rows[0]!;
  };

  test('the ids follow the keys through skill and profile writes', async () => {
    const api = shared();
    const talent = await api.registerTalent({ full_name: 'Ids Follow' });
    await addSkills(talent, ['Quokkascript', 'Rust']);
    await editProfile(talent, { job_desk: 'Wombat Engineer', domicile: 'Pekalongan' });
    const after = await keysOf(talent.user.id_user);
    assert.ok(after.keys.includes('s:quokkascript') && after.keys.includes('t:wombat'));
    assert.deepEqual(after.byIds, after.keys);
    await editProfile(talent, { job_desk: 'Numbat Analyst' });
    const changed = await keysOf(talent.user.id_user);
    assert.ok(!changed.keys.includes('t:wombat') && changed.keys.includes('t:numbat'));
    assert.deepEqual(changed.byIds, changed.keys);
  });

  test('keys already known take no new id; a new key takes the next one', async () => {
    const { db } = shared();
    const top = async () =>
      (await db.query<{ n: number }>('SELECT max(id)::int AS n FROM search_key_ids')).rows[0]!.n;
    await db.query("SELECT search_key_ids_of(ARRAY['s:idsalpha', 's:idsbeta'])");
    const before = await top();
    // Known keys, many times over: no identity value drawn (ON CONFLICT alone would draw one each).
    for (let i = 0; i < 5; i += 1)
      await db.query("SELECT search_key_ids_of(ARRAY['s:idsalpha', 's:idsbeta'])");
    const { rows } = await db.query<{ ids: number[] }>(
      "SELECT search_key_ids_of(ARRAY['s:idsalpha', 's:idsgamma']) AS ids",
    );
    assert.equal(await top(), before + 1);
    assert.equal(rows[0]!.ids.length, 2);
    assert.ok(rows[0]!.ids.includes(before + 1));
  });

  test('a key nobody holds has no id and matches nobody, until a write gives it to someone', async () => {
    const api = shared();
    const ids = new SearchKeyIds(api.db);
    await ids.load(['s:zorblang', 'e:freelance']);
    assert.deepEqual(ids.ids(['s:zorblang']), []);
    assert.equal(ids.id('s:zorblang'), 0);
    const list = (search: string) => api.agent().get('/api/users', { query: { search } });
    // No match: the no-dead-end fallback shows talents, none of them matching.
    const none = await list('zorblang');
    const matching = (body: { data: Array<{ full_name: string; match_count: number }> }) =>
      body.data.filter((c) => c.match_count > 0).map((c) => c.full_name);
    assert.deepEqual(matching(none.body), []);
    const talent = await api.registerTalent({ full_name: 'Zorb Holder' });
    await addSkills(talent, ['Zorblang']);
    await ids.load(['s:zorblang']);
    const [id] = ids.ids(['s:zorblang']);
    assert.ok(id !== undefined && id > 0);
    assert.equal(ids.id('s:zorblang'), id);
    const after = (await list('zorblang')).body;
    assert.deepEqual(matching(after), ['Zorb Holder'], JSON.stringify(after));
  });
});
