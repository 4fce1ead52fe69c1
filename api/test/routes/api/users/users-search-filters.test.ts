// The recruiter's filters of the talent list (issue 31): city (folded like search), years of
// experience, availability, expected salary and employment type, each alone, with a search, with
// each sort and with each other; the salary stays private to recruiters and the talent.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { allKeys, type Registered, type TestApi } from '../../../helper.js';
import { addSkills, editProfile, searchAllPages, sharedApi } from '../talent-fixtures.js';

type Availability = 'open_to_work' | 'open_to_offers' | 'not_looking';
interface Person {
  name: string;
  city: string;
  type: 'freelance' | 'full time';
  availability: Availability;
  salary: { min: number; max: number; period: 'month' | 'day' } | null;
  /** Years since the first experience entry began (null: no entry). */
  years: number | null;
  go: boolean;
}
interface Card {
  id_user: number;
  full_name: string;
  domicile: string | null;
  match_count: number;
  availability: Availability;
  available_from: string | null;
}

const M = 1_000_000;
const PEOPLE: readonly Person[] = [
  {
    name: 'Ayu Lestari',
    city: 'Yogyakarta',
    type: 'full time',
    availability: 'open_to_work',
    salary: { min: 8 * M, max: 12 * M, period: 'month' },
    years: 5,
    go: true,
  },
  {
    name: 'Bayu Saputra',
    city: 'Yogyakarta',
    type: 'freelance',
    availability: 'not_looking',
    salary: { min: 15 * M, max: 20 * M, period: 'month' },
    years: 1,
    go: true,
  },
  {
    name: 'Citra Dewi',
    city: 'Surakarta',
    type: 'full time',
    availability: 'open_to_offers',
    salary: null,
    years: 3,
    go: false,
  },
  {
    name: 'Dimas Pratama',
    city: 'Surakarta',
    type: 'freelance',
    availability: 'open_to_work',
    salary: { min: 500_000, max: 800_000, period: 'day' },
    years: 8,
    go: true,
  },
  {
    name: 'Eka Wijaya',
    city: 'Bandung',
    type: 'full time',
    availability: 'open_to_work',
    salary: { min: 20 * M, max: 30 * M, period: 'month' },
    years: null,
    go: true,
  },
  {
    name: 'Fajar Hidayat',
    city: 'Bandung',
    type: 'full time',
    availability: 'open_to_offers',
    salary: { min: 6 * M, max: 9 * M, period: 'month' },
    years: 2,
    go: false,
  },
  {
    name: 'Gita Permata',
    city: 'Jakarta Selatan',
    type: 'freelance',
    availability: 'open_to_work',
    salary: { min: 10 * M, max: 14 * M, period: 'month' },
    years: 6,
    go: true,
  },
  {
    name: 'Hadi Kusuma',
    city: 'Yogyakarta',
    type: 'full time',
    availability: 'open_to_offers',
    salary: { min: 11 * M, max: 13 * M, period: 'month' },
    years: 4,
    go: false,
  },
];

/** The filters a test sends, and which fixture talents they let through. */
const FILTERS: ReadonlyArray<{ query: Record<string, string>; keeps: (p: Person) => boolean }> = [
  { query: { city: 'Jogja' }, keeps: (p) => p.city === 'Yogyakarta' },
  { query: { city: 'yogya' }, keeps: (p) => p.city === 'Yogyakarta' },
  { query: { city: 'Solo' }, keeps: (p) => p.city === 'Surakarta' },
  { query: { city: 'jakarta' }, keeps: (p) => p.city === 'Jakarta Selatan' },
  { query: { city: 'Atlantis' }, keeps: () => false },
  { query: { min_years: '4' }, keeps: (p) => p.years !== null && p.years >= 4 },
  { query: { availability: 'open_to_work' }, keeps: (p) => p.availability === 'open_to_work' },
  {
    query: { availability: 'open_to_work,open_to_offers' },
    keeps: (p) => p.availability !== 'not_looking',
  },
  { query: { employment_type: 'freelance' }, keeps: (p) => p.type === 'freelance' },
  {
    // A budget of 10-12 million a month: expectations that overlap it.
    query: { salary_min: String(10 * M), salary_max: String(12 * M) },
    keeps: (p) => p.salary?.period === 'month' && p.salary.max >= 10 * M && p.salary.min <= 12 * M,
  },
  {
    query: { salary_max: '600000', salary_period: 'day' },
    keeps: (p) => p.salary?.period === 'day' && p.salary.min <= 600_000,
  },
];

const SORTS = [undefined, 'name', 'location', 'newest'] as const;

/** The sort's keys of a card as the fixture knows them (ties broken elsewhere). */
const sortKey: Record<'name' | 'location', (c: Card) => string> = {
  name: (c) => c.full_name.toLowerCase(),
  location: (c) => `${(c.domicile ?? '\uffff').toLowerCase()}|${c.full_name.toLowerCase()}`,
};

describe('GET /api/users: filters', () => {
  const shared = sharedApi();
  let api: TestApi;
  let recruiter: Registered;
  const talents: Array<Person & { who: Registered }> = [];

  const recruiterPages = async (query: Record<string, string>, limit = 2) => {
    const cards: Card[] = [];
    for (let page = 1; ; page += 1) {
      const res = await recruiter.agent.get('/api/users', {
        query: { ...query, limit: String(limit), page: String(page) },
      });
      assert.equal(res.status, 200, res.text);
      cards.push(...(res.body.data as Card[]));
      if (res.body.data.length < limit)
        return { cards, total: res.body.pagination.total as number };
    }
  };
  /** Only the fixture's talents (the database holds no others, but say so). */
  const namesOf = (cards: Card[]) => cards.map((c) => c.full_name).sort();
  const expected = (keeps: (p: Person) => boolean) =>
    talents
      .filter(keeps)
      .map((p) => p.name)
      .sort();

  before(async () => {
    api = shared();
    recruiter = await api.registerRecruiter();
    for (const person of PEOPLE) {
      const who = await api.registerTalent({ full_name: person.name });
      await editProfile(who, {
        domicile: person.city,
        employment_type: person.type,
        job_desk: 'Engineer',
      });
      await addSkills(who, person.go ? ['Go', 'SQL'] : ['Figma']);
      const res = await who.agent.put(`/api/users/${who.user.id_user}/signals`, {
        json: { availability: person.availability, expected_salary: person.salary },
      });
      assert.equal(res.status, 200, res.text);
      if (person.years !== null) {
        const start = new Date();
        start.setUTCFullYear(start.getUTCFullYear() - person.years);
        start.setUTCDate(start.getUTCDate() - 10);
        const exp = await who.agent.post('/api/users-experiences', {
          json: {
            company_name: 'Acme',
            job_position: 'Engineer',
            day_in: start.toISOString().slice(0, 10),
            description: 'Work',
          },
        });
        assert.equal(exp.status, 201, exp.text);
      }
      talents.push({ ...person, who });
    }
  });

  test('each filter alone: exactly the talents it keeps, on every page, with the right total', async () => {
    for (const { query, keeps } of FILTERS) {
      const { cards, total } = await recruiterPages(query);
      assert.deepEqual(namesOf(cards), expected(keeps), JSON.stringify(query));
      assert.equal(total, cards.length, JSON.stringify(query));
    }
  });

  test('each filter with a search and every sort: the search matches among the kept ones, in the sort order', async () => {
    for (const { query, keeps } of FILTERS) {
      for (const sort of SORTS) {
        const q = { ...query, search: 'go', ...(sort ? { sort } : {}) };
        const { cards, total } = await recruiterPages(q);
        const label = JSON.stringify(q);
        assert.deepEqual(
          namesOf(cards),
          expected((p) => keeps(p) && p.go),
          label,
        );
        assert.equal(total, cards.length, label);
        assert.ok(
          cards.every((c) => c.match_count === 1),
          label,
        );
        if (sort === 'name' || sort === 'location') {
          const keys = cards.map(sortKey[sort]);
          assert.deepEqual(keys, [...keys].sort(), label);
        }
        if (sort === 'newest') {
          const ids = cards.map((c) => c.id_user);
          assert.deepEqual(
            ids,
            [...ids].sort((a, b) => b - a),
            label,
          );
        }
      }
    }
  });

  test('filters combine with each other (AND), with and without a search', async () => {
    const combos: Array<[Record<string, string>, (p: Person) => boolean]> = [
      [
        { city: 'Jogja', availability: 'open_to_work,open_to_offers' },
        (p) => p.city === 'Yogyakarta' && p.availability !== 'not_looking',
      ],
      [
        { min_years: '3', employment_type: 'full time', salary_max: String(15 * M) },
        (p) =>
          p.years !== null &&
          p.years >= 3 &&
          p.type === 'full time' &&
          p.salary?.period === 'month' &&
          p.salary.min <= 15 * M,
      ],
    ];
    for (const [query, keeps] of combos) {
      for (const search of [undefined, 'go', 'engineer']) {
        for (const sort of SORTS) {
          const q = { ...query, ...(search ? { search } : {}), ...(sort ? { sort } : {}) };
          const { cards } = await recruiterPages(q);
          const matches = (p: Person) => (search === 'go' ? p.go : true);
          assert.deepEqual(
            namesOf(cards),
            expected((p) => keeps(p) && matches(p)),
            JSON.stringify(q),
          );
        }
      }
    }
  });

  test('a changed signal is in the next search (the page cache follows the write)', async () => {
    const ayu = talents.find((p) => p.name === 'Ayu Lestari')!;
    const before = await recruiterPages({ search: 'go', availability: 'not_looking' });
    assert.ok(!namesOf(before.cards).includes(ayu.name));
    const res = await ayu.who.agent.put(`/api/users/${ayu.who.user.id_user}/signals`, {
      json: { availability: 'not_looking', expected_salary: ayu.salary },
    });
    assert.equal(res.status, 200, res.text);
    const after = await recruiterPages({ search: 'go', availability: 'not_looking' });
    assert.ok(namesOf(after.cards).includes(ayu.name));
    await ayu.who.agent.put(`/api/users/${ayu.who.user.id_user}/signals`, {
      json: { availability: ayu.availability, expected_salary: ayu.salary },
    });
  });

  test('"not looking" talents rank after the others: the plain list and a search, with and without filters', async () => {
    // Every fixture talent is equally complete, so only availability separates them.
    const notLooking = new Set(
      talents.filter((p) => p.availability === 'not_looking').map((p) => p.name),
    );
    assert.ok(notLooking.size > 0);
    const queries: Record<string, string>[] = [
      {},
      { search: 'go' },
      { search: 'engineer' },
      { city: 'Jogja' },
    ];
    for (const query of queries) {
      const { cards } = await recruiterPages(query);
      const flags = cards.map((c) => notLooking.has(c.full_name));
      const firstNotLooking = flags.indexOf(true);
      assert.notEqual(firstNotLooking, -1, JSON.stringify(query));
      assert.deepEqual(
        flags.slice(firstNotLooking),
        flags.slice(firstNotLooking).map(() => true),
        `${JSON.stringify(query)}: ${cards.map((c) => c.full_name).join(', ')}`,
      );
      assert.ok(firstNotLooking > 0, JSON.stringify(query));
    }
  });

  test('a talent who turns "not looking" moves behind the open ones at once, and back', async () => {
    const ayu = talents.find((p) => p.name === 'Ayu Lestari')!;
    const bayu = talents.find((p) => p.name === 'Bayu Saputra')!;
    assert.equal(bayu.availability, 'not_looking');
    const order = async () =>
      (await recruiterPages({ search: 'go' })).cards.map((c) => c.full_name);
    const set = (availability: Availability) =>
      ayu.who.agent.put(`/api/users/${ayu.who.user.id_user}/signals`, {
        json: { availability, expected_salary: ayu.salary },
      });
    const open = talents.filter((p) => p.go && p.availability !== 'not_looking' && p !== ayu);
    let names = await order();
    assert.ok(names.indexOf(ayu.name) < names.indexOf(bayu.name), names.join(', '));
    assert.equal((await set('not_looking')).status, 200);
    names = await order();
    for (const other of open)
      assert.ok(names.indexOf(other.name) < names.indexOf(ayu.name), names.join(', '));
    assert.equal((await set(ayu.availability)).status, 200);
    names = await order();
    assert.ok(names.indexOf(ayu.name) < names.indexOf(bayu.name), names.join(', '));
  });

  test('cards show availability; no list answer ever carries a salary', async () => {
    const { cards } = await searchAllPages<Card>(api, {}, 50);
    assert.equal(cards.length, PEOPLE.length);
    for (const card of cards) {
      const person = talents.find((p) => p.who.user.id_user === card.id_user)!;
      assert.equal(card.availability, person.availability);
    }
    for (const agent of [api.agent(), recruiter.agent, talents[0]!.who.agent]) {
      const res = await agent.get('/api/users', { query: { search: 'go', limit: '50' } });
      const keys = allKeys(res.body);
      for (const key of ['expected_salary', 'salary_min', 'salary_max', 'salary_period'])
        assert.ok(!keys.has(key), key);
    }
  });

  test('the salary filter is for recruiters: a guest or a talent gets 403', async () => {
    for (const agent of [api.agent(), talents[0]!.who.agent]) {
      const res = await agent.get('/api/users', { query: { salary_min: String(M) } });
      assert.equal(res.status, 403, res.text);
    }
  });

  test('the profile shows the salary to recruiters and the talent only', async () => {
    const ayu = talents[0]!;
    const path = `/api/users/${ayu.who.user.id_user}`;
    const seen = async (agent: Registered['agent']) => {
      const res = await agent.get(path);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.data.availability, ayu.availability);
      return res.body.data.expected_salary;
    };
    assert.deepEqual(await seen(recruiter.agent), ayu.salary);
    assert.deepEqual(await seen(ayu.who.agent), ayu.salary);
    assert.equal(await seen(api.agent()), null);
    assert.equal(await seen(talents[1]!.who.agent), null);
  });

  test('PUT signals: validated, and only by the owner', async () => {
    const ayu = talents[0]!;
    const path = `/api/users/${ayu.who.user.id_user}/signals`;
    const valid = {
      availability: 'open_to_work',
      available_from: '2027-01-15',
      expected_salary: null,
    };
    const bad: Array<[unknown, number]> = [
      [{ ...valid, availability: 'maybe' }, 400],
      [{ ...valid, available_from: 'soon' }, 400],
      [{ ...valid, expected_salary: { min: 9 * M, max: 5 * M, period: 'month' } }, 400],
      [{ ...valid, expected_salary: { min: 5 * M, max: 9 * M, period: 'year' } }, 400],
      [{ ...valid, expected_salary: { min: -1, max: 9 * M, period: 'month' } }, 400],
    ];
    for (const [json, status] of bad) {
      const res = await ayu.who.agent.put(path, { json });
      assert.equal(res.status, status, JSON.stringify(json));
    }
    assert.equal((await api.agent().put(path, { json: valid })).status, 401);
    assert.equal((await talents[1]!.who.agent.put(path, { json: valid })).status, 403);
    assert.equal((await recruiter.agent.put(path, { json: valid })).status, 403);
    // Nothing above changed the row.
    assert.deepEqual(
      (await recruiter.agent.get(`/api/users/${ayu.who.user.id_user}`)).body.data.expected_salary,
      ayu.salary,
    );
    const ok = await ayu.who.agent.put(path, { json: valid });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.data.available_from, '2027-01-15');
    assert.equal(ok.body.data.expected_salary, null);
    const restore = await ayu.who.agent.put(path, {
      json: { availability: ayu.availability, available_from: null, expected_salary: ayu.salary },
    });
    assert.equal(restore.status, 200, restore.text);
  });

  test('search_terms: how many terms match_count counts out of', async () => {
    const res = await api.agent().get('/api/users', { query: { search: 'go sql' } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.search_terms, 2);
    assert.equal(res.body.data[0].match_count, 2);
    const none = await api.agent().get('/api/users');
    assert.equal(none.body.search_terms, 0);
  });
});
