import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Registered, TestApi } from '../../../helper.js';
import { addSkills, editProfile, sharedApi } from '../talent-fixtures.js';

/**
 * A search of several skills skips a match level when no talent holds that many of its terms
 * together (search_skill_pairs, migration 068, with job-title words since 069, read live in the
 * search statement). These tests
 * hold it to the ranking it must not change: a talent who starts holding every term is first in
 * the very next search, and one who stops is ranked by what it still holds.
 */

interface Card {
  id_user: number;
  match_count: number;
  matched_skills: string[];
}

describe('GET /api/users: skills that rarely meet', () => {
  const shared = sharedApi();
  let api: TestApi;
  let elixir: Registered;
  let haskell: Registered;
  let both: Registered;

  const search = async (query: Record<string, string>) => {
    const res = await api.agent().get('/api/users', {
      query: Object.fromEntries(Object.entries({ limit: '10', ...query }).filter(([, v]) => v)),
    });
    assert.equal(res.status, 200, res.text);
    return (res.body as { data: Card[] }).data.map((c) => ({
      id: c.id_user,
      level: c.match_count,
      matched: [...c.matched_skills].sort(),
    }));
  };

  /**
   * The pair counts agree with the talents' skills and job-title words (every pair of them a
   * talent holds, counted once; title words since migration 069).
   */
  const pairsAgree = async () => {
    const stored = await api.db.query(
      'SELECT a, b, talent_count FROM search_skill_pairs WHERE talent_count <> 0 ORDER BY a, b',
    );
    const counted = await api.db.query(
      `WITH k AS (
         SELECT s.id_user, 's:' || s.skill_key AS key FROM skills s
         UNION
         SELECT t.id_user, k FROM talents t, unnest(t.search_keys) k WHERE left(k, 2) = 't:'
       )
       SELECT x.key COLLATE "C" AS a, y.key COLLATE "C" AS b, count(*)::int AS talent_count
       FROM k x JOIN k y ON y.id_user = x.id_user AND x.key COLLATE "C" < y.key COLLATE "C"
       GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    assert.deepEqual(stored.rows, counted.rows);
  };

  before(async () => {
    api = shared();
    [elixir, haskell, both] = await Promise.all([
      api.registerTalent({ full_name: 'Ayu Lestari' }),
      api.registerTalent({ full_name: 'Bima Santoso' }),
      api.registerTalent({ full_name: 'Candra Wijaya' }),
    ]);
    await addSkills(elixir, ['Elixir', 'Docker']);
    await addSkills(haskell, ['Haskell']);
    await addSkills(both, ['Elixir', 'OCaml']);
  });

  test('levels nobody reaches are skipped without changing the ranking', async () => {
    for (const sort of ['', 'skill', 'freelance', 'fulltime']) {
      const cards = await search({ search: 'elixir, haskell, ocaml', sort });
      assert.deepEqual(cards[0], { id: both.user.id_user, level: 2, matched: ['Elixir', 'OCaml'] });
      assert.deepEqual(
        cards
          .slice(1)
          .map((c) => c.id)
          .sort(),
        [elixir.user.id_user, haskell.user.id_user].sort(),
        sort,
      );
      assert.ok(cards.slice(1).every((c) => c.level === 1));
    }
    // Two skills that never meet: everyone at one match, nobody dropped.
    const apart = await search({ search: 'haskell, docker' });
    assert.deepEqual(
      apart.map((c) => c.id).sort(),
      [elixir.user.id_user, haskell.user.id_user].sort(),
    );
    await pairsAgree();
  });

  test('a talent who starts holding every term is first in the next search', async () => {
    await addSkills(haskell, ['Elixir', 'OCaml']);
    for (const sort of ['', 'freelance']) {
      const cards = await search({ search: 'elixir, haskell, ocaml', sort });
      assert.deepEqual(cards[0], {
        id: haskell.user.id_user,
        level: 3,
        matched: ['Elixir', 'Haskell', 'OCaml'],
      });
      assert.equal(cards[1]!.id, both.user.id_user);
    }
    const apart = await search({ search: 'haskell, docker' });
    assert.equal(apart.length, 2);
    await pairsAgree();

    // And stops again: the Haskell skill removed, the level is empty once more.
    const { rows } = await api.db.query<{ id: number }>(
      `SELECT id::int AS id FROM skills WHERE id_user = $1 AND skill_key = 'haskell'`,
      [haskell.user.id_user],
    );
    const res = await haskell.agent.delete(`/api/users-skills/${rows[0]!.id}`);
    assert.equal(res.status, 200, res.text);
    const after = await search({ search: 'elixir, haskell, ocaml' });
    assert.ok(after.every((c) => c.level <= 2));
    assert.deepEqual(
      after
        .filter((c) => c.level === 2)
        .map((c) => c.id)
        .sort(),
      [haskell.user.id_user, both.user.id_user].sort(),
    );
    await pairsAgree();
  });

  test('a job title holds a term too: the level opens when a title brings the pair', async () => {
    // Docker (Ayu) and OCaml (Bima, Candra) never meet in one talent: everyone at one match.
    const apart = await search({ search: 'docker, ocaml' });
    assert.ok(apart.length >= 3 && apart.every((c) => c.level === 1));
    // Bima's title now says Docker: he holds both terms, first in the next search.
    await editProfile(haskell, { job_desk: 'Docker Specialist' });
    for (const sort of ['', 'skill', 'fulltime']) {
      const cards = await search({ search: 'docker, ocaml', sort });
      assert.deepEqual(cards[0], { id: haskell.user.id_user, level: 2, matched: ['OCaml'] }, sort);
      assert.ok(cards.slice(1).every((c) => c.level === 1));
    }
    await pairsAgree();
    // And the title changes again: the level is empty once more.
    await editProfile(haskell, { job_desk: 'Tester' });
    const after = await search({ search: 'docker, ocaml' });
    assert.ok(after.every((c) => c.level === 1));
    await pairsAgree();
  });
});
