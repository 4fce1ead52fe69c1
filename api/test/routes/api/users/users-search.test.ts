import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldList, assertNoSecrets, type Registered, type TestApi } from '../../../helper.js';

import { addSkills, editProfile, HOSTILE_VALUES, sharedApi } from '../talent-fixtures.js';
import { CARD_COUNTS_MAX_AGE_MS } from '../../../../src/domains/search/tuning.js';

interface Card {
  id_user: number;
  full_name: string;
  skills: string[];
  matched_skills: string[];
  match_count: number;
  employment_type: string | null;
  domicile: string | null;
}

describe('GET /api/users: list and search', () => {
  const shared = sharedApi();
  let api: TestApi;
  let budi: Registered;
  let siti: Registered;
  let agus: Registered;
  let dewi: Registered;
  let empty: Registered;

  const list = async (query: Record<string, string | number>) => {
    const res = await api.agent().get('/api/users', { query });
    assert.equal(res.status, 200, res.text);
    assertNoSecrets(res.body);
    return res.body as {
      data: Card[];
      pagination: { page: number; limit: number; total: number; totalPages: number };
    };
  };
  const names = (cards: Card[]) => cards.map((c) => c.full_name);

  before(async () => {
    api = shared();
    [budi, siti, agus, dewi] = await Promise.all([
      api.registerTalent({ full_name: 'Budi Santoso' }),
      api.registerTalent({ full_name: 'Siti Rahma' }),
      api.registerTalent({ full_name: 'Agus Wijaya' }),
      api.registerTalent({ full_name: 'Dewi Lestari' }),
    ]);
    empty = await api.registerTalent({ full_name: 'Zaki Baru' });
    await editProfile(budi, {
      job_desk: 'Fullstack Developer',
      domicile: 'Jakarta Selatan',
      employment_type: 'freelance',
    });
    await editProfile(siti, {
      job_desk: 'Frontend Developer',
      domicile: 'Bandung',
      employment_type: 'full time',
    });
    await editProfile(agus, {
      job_desk: 'Backend Engineer',
      domicile: 'Surabaya',
      employment_type: 'full time',
    });
    await editProfile(dewi, {
      job_desk: 'Data Scientist',
      domicile: 'Yogyakarta',
      employment_type: 'freelance',
    });
    await addSkills(budi, ['React', 'Node.js', 'TypeScript']);
    await addSkills(siti, ['ReactJS']);
    await addSkills(agus, ['nodejs', 'Postgres']);
    await addSkills(dewi, ['Python', 'Machine Learning']);
  });

  test('without a search: every talent, complete profiles first, with pagination', async () => {
    const body = await list({});
    assert.deepEqual(body.pagination, {
      page: 1,
      limit: 10,
      total: 5,
      totalPages: 1,
      totalCapped: false,
    });
    assert.equal(body.data.length, 5);
    assert.equal(body.data.at(-1)!.full_name, 'Zaki Baru', 'the empty profile comes last');
    for (const card of body.data) {
      assert.deepEqual(card.matched_skills, []);
      assert.equal(card.match_count, 0);
    }
    const budiCard = body.data.find((c) => c.id_user === budi.user.id_user)!;
    assert.deepEqual(budiCard.skills.sort(), ['Node.js', 'React', 'TypeScript']);
  });

  test('several skills rank talent by how many they match, with matched_skills', async () => {
    const body = await list({ search: 'react,node' });
    assert.equal(body.pagination.total, 3);
    assert.equal(body.data[0]!.full_name, 'Budi Santoso');
    assert.equal(body.data[0]!.match_count, 2);
    assert.deepEqual(body.data[0]!.matched_skills.sort(), ['Node.js', 'React']);
    assert.deepEqual(names(body.data.slice(1)).sort(), ['Agus Wijaya', 'Siti Rahma']);
    for (const card of body.data.slice(1)) assert.equal(card.match_count, 1);
    assert.deepEqual(body.data.find((c) => c.full_name === 'Agus Wijaya')!.matched_skills, [
      'Node.js',
    ]);
  });

  test('aliases, case and partial words match', async () => {
    assert.deepEqual(names((await list({ search: 'ReactJS' })).data).sort(), [
      'Budi Santoso',
      'Siti Rahma',
    ]);
    assert.deepEqual(names((await list({ search: 'NODEJS' })).data).sort(), [
      'Agus Wijaya',
      'Budi Santoso',
    ]);
    assert.deepEqual(names((await list({ search: 'postgresql' })).data), ['Agus Wijaya']);
    assert.deepEqual(names((await list({ search: 'reac' })).data).sort(), [
      'Budi Santoso',
      'Siti Rahma',
    ]);
    const script = await list({ search: 'script' });
    assert.deepEqual(names(script.data), ['Budi Santoso']);
    assert.deepEqual(script.data[0]!.matched_skills, ['TypeScript']);
  });

  test('small typos still find the skill', async () => {
    assert.deepEqual(names((await list({ search: 'recat' })).data).sort(), [
      'Budi Santoso',
      'Siti Rahma',
    ]);
    const python = await list({ search: 'pyhton' });
    assert.deepEqual(names(python.data), ['Dewi Lestari']);
    assert.deepEqual(python.data[0]!.matched_skills, ['Python']);
    assert.deepEqual(names((await list({ search: 'machin lerning' })).data), ['Dewi Lestari']);
  });

  test('names, job titles and cities match too; words count as terms', async () => {
    assert.deepEqual(names((await list({ search: 'budi' })).data), ['Budi Santoso']);
    const both = await list({ search: 'santoso budi' });
    assert.equal(both.data[0]!.match_count, 2);
    assert.deepEqual(both.data[0]!.matched_skills, []);
    assert.deepEqual(names((await list({ search: 'backend' })).data), ['Agus Wijaya']);
    assert.deepEqual(names((await list({ search: 'bandung' })).data), ['Siti Rahma']);
    const mixed = await list({ search: 'react, bandung' });
    assert.equal(mixed.data[0]!.full_name, 'Siti Rahma');
    assert.equal(mixed.data[0]!.match_count, 2);
  });

  test('with no exact match a misspelt city or name falls back to close matches', async () => {
    assert.deepEqual(names((await list({ search: 'surbaya' })).data), ['Agus Wijaya']);
    assert.deepEqual(names((await list({ search: 'Lestri' })).data), ['Dewi Lestari']);
    const nothing = await list({ search: 'qwxzvbnm' });
    assert.deepEqual(nothing.data, []);
    assert.equal(nothing.pagination.total, 0);
    assert.equal(nothing.pagination.totalPages, 0);
  });

  test('employment_type filters; freelance / fulltime sorts put that type first', async () => {
    assert.deepEqual(names((await list({ employment_type: 'freelance' })).data).sort(), [
      'Budi Santoso',
      'Dewi Lestari',
    ]);
    assert.deepEqual(names((await list({ employment_type: 'freelance', search: 'react' })).data), [
      'Budi Santoso',
    ]);
    const freelanceFirst = (await list({ sort: 'freelance' })).data.map((c) => c.employment_type);
    assert.deepEqual(freelanceFirst, ['freelance', 'freelance', 'full time', 'full time', null]);
    const fulltimeFirst = (await list({ sort: 'fulltime' })).data.map((c) => c.employment_type);
    assert.deepEqual(fulltimeFirst, ['full time', 'full time', 'freelance', 'freelance', null]);
  });

  test('sort by name, location, newest and skill', async () => {
    assert.deepEqual(names((await list({ sort: 'name' })).data), [
      'Agus Wijaya',
      'Budi Santoso',
      'Dewi Lestari',
      'Siti Rahma',
      'Zaki Baru',
    ]);
    assert.deepEqual(
      (await list({ sort: 'location' })).data.map((c) => c.domicile),
      ['Bandung', 'Jakarta Selatan', 'Surabaya', 'Yogyakarta', null],
    );
    assert.equal((await list({ sort: 'newest' })).data[0]!.full_name, 'Zaki Baru');
    assert.equal((await list({ sort: 'skill' })).data[0]!.full_name, 'Budi Santoso');
    assert.deepEqual(names((await list({ search: 'react,node', sort: 'name' })).data), [
      'Agus Wijaya',
      'Budi Santoso',
      'Siti Rahma',
    ]);
  });

  test('pages: page/limit slice the list; an out-of-range page is empty with the right totals', async () => {
    const first = await list({ sort: 'name', limit: 2, page: 1 });
    const second = await list({ sort: 'name', limit: 2, page: 2 });
    const third = await list({ sort: 'name', limit: 2, page: 3 });
    assert.deepEqual(first.pagination, {
      page: 1,
      limit: 2,
      total: 5,
      totalPages: 3,
      totalCapped: false,
    });
    assert.deepEqual(names([...first.data, ...second.data, ...third.data]), [
      'Agus Wijaya',
      'Budi Santoso',
      'Dewi Lestari',
      'Siti Rahma',
      'Zaki Baru',
    ]);
    const beyond = await list({ limit: 2, page: 99 });
    assert.deepEqual(beyond.data, []);
    assert.deepEqual(beyond.pagination, {
      page: 99,
      limit: 2,
      total: 5,
      totalPages: 3,
      totalCapped: false,
    });
    const searchBeyond = await list({ search: 'react', page: 5 });
    assert.deepEqual(searchBeyond.data, []);
    assert.equal(searchBeyond.pagination.total, 2);
    const searchPage2 = await list({ search: 'react,node', limit: 1, page: 2 });
    assert.equal(searchPage2.data.length, 1);
    assert.equal(searchPage2.data[0]!.match_count, 1);
  });

  test('invalid sort and employment_type answer 400; page and limit fall back', async () => {
    for (const [query, page, limit] of [
      [{ page: '0' }, 1, 10],
      [{ page: 'abc' }, 1, 10],
      [{ page: 'undefined', limit: 'undefined' }, 1, 10],
      [{ limit: '101' }, 1, 100],
      [{ limit: '0' }, 1, 10],
    ] as const) {
      const res = await api.agent().get('/api/users', { query });
      assert.equal(res.status, 200, JSON.stringify(query));
      assert.deepEqual([res.body.pagination.page, res.body.pagination.limit], [page, limit]);
    }
    const cases: Array<Record<string, string>> = [
      { sort: 'salary' },
      { employment_type: 'intern' },
    ];
    for (const query of cases) {
      const res = await api.agent().get('/api/users', { query });
      assert.equal(res.status, 400, JSON.stringify(query));
      assert.ok(fieldList(res.body).length > 0);
    }
  });

  test('SQL and LIKE metacharacters are plain text in every parameter', async () => {
    for (const value of HOSTILE_VALUES) {
      const search = await api.agent().get('/api/users', { query: { search: value } });
      assert.equal(search.status, 200, `search=${value}`);
      // Nothing is named like these: no row matches "%" or "_" as a wildcard would.
      assert.ok(
        search.body.pagination.total === 0 ||
          search.body.data.every((c: Card) => c.match_count === 0),
        value,
      );
      for (const param of ['sort', 'employment_type']) {
        const res = await api.agent().get('/api/users', { query: { [param]: value } });
        assert.equal(res.status, 400, `${param}=${value}`);
      }
      for (const param of ['page', 'limit']) {
        const res = await api.agent().get('/api/users', { query: { [param]: value } });
        assert.equal(res.status, 200, `${param}=${value}`);
      }
    }
    const everyone = await list({});
    assert.equal(everyone.pagination.total, 5, 'no table was dropped or changed');
  });

  test('writes show up in the next search, also writes made outside this process', async () => {
    assert.equal((await list({ search: 'rust' })).pagination.total, 0);
    const [rustId] = await addSkills(siti, ['Rust']);
    assert.deepEqual(names((await list({ search: 'rust' })).data), ['Siti Rahma']);
    await siti.agent.delete(`/api/users-skills/${rustId}`);
    assert.equal((await list({ search: 'rust' })).pagination.total, 0);
    // Another API instance writing to the same database: only the database tells.
    await api.db.query(`INSERT INTO skills (id_user, skill_name) VALUES ($1, 'Rust')`, [
      agus.user.id_user,
    ]);
    assert.deepEqual(names((await list({ search: 'rust' })).data), ['Agus Wijaya']);
    await api.db.query(`DELETE FROM skills WHERE id_user = $1 AND skill_name = 'Rust'`, [
      agus.user.id_user,
    ]);
    assert.equal((await list({ search: 'rust' })).pagination.total, 0);
    assert.equal((await list({})).pagination.total, 5);
    const late = await api.registerTalent({ full_name: 'Late Joiner' });
    assert.equal((await list({})).pagination.total, 6);
    assert.deepEqual(names((await list({ search: 'joiner' })).data), ['Late Joiner']);
    await api.db.query('DELETE FROM accounts WHERE id = $1', [late.user.id_user]);
    assert.equal((await list({})).pagination.total, 5);
    assert.ok(empty.user.id_user > 0);
  });

  test('card skills come most popular first and follow popularity changes made by writes', async () => {
    const [owner, a, b] = await Promise.all([
      api.registerTalent({ full_name: 'Kartu Urut' }),
      api.registerTalent({ full_name: 'Helper One' }),
      api.registerTalent({ full_name: 'Helper Two' }),
    ]);
    await addSkills(owner, ['Elixir', 'Kotlin', 'Scala']);
    const [aScala] = await addSkills(a, ['Scala', 'Kotlin']);
    const [bScala] = await addSkills(b, ['Scala']);
    // Every page that shows the owner's card: searches, and the plain list.
    const skillsOf = async () => {
      const pages = [
        await list({ search: 'elixir' }),
        await list({ search: 'kartu' }),
        await list({ limit: 20 }),
      ];
      return pages.map((p) => p.data.find((c) => c.id_user === owner.user.id_user)!.skills);
    };
    // Scala 3 talents, Kotlin 2, Elixir 1 (key order would be Elixir, Kotlin, Scala).
    for (const skills of await skillsOf()) assert.deepEqual(skills, ['Scala', 'Kotlin', 'Elixir']);
    // Kotlin 3, Elixir 2, Scala 1. The chips may follow counts up to CARD_COUNTS_MAX_AGE_MS late
    // (decision 032): wait that long, and the next pages show the new order.
    await a.agent.delete(`/api/users-skills/${aScala}`);
    await b.agent.delete(`/api/users-skills/${bScala}`);
    await addSkills(a, ['Elixir']);
    await addSkills(b, ['Kotlin']);
    await new Promise((resolve) => setTimeout(resolve, CARD_COUNTS_MAX_AGE_MS + 100));
    for (const skills of await skillsOf()) assert.deepEqual(skills, ['Kotlin', 'Elixir', 'Scala']);
    await api.db.query('DELETE FROM accounts WHERE id = ANY($1)', [
      [owner.user.id_user, a.user.id_user, b.user.id_user],
    ]);
  });
});
