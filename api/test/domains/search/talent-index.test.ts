// The in-memory talent index (decision 078) against the SQL search it stands in for. Every
// filtered search — each filter alone and combined, with a typed search, every sort, several
// pages — must give the same cards, match counts and capped total as the statements the
// search runs without the index; and a write made anywhere (a hand-written statement, another
// instance, a bulk seed) must show in the next search of an instance that already holds the
// talents.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../../src/db/db.js';
import { bulkSeed } from '../../../src/db/seed/bulk-seed.js';
import {
  createTalentSearch,
  type TalentListInput,
  type TalentSearch,
} from '../../../src/domains/search/talent-search.js';
import { compareCodePoints } from '../../../src/domains/search/talent-index/talent-index-order.js';
import {
  searchTalentIndex,
  type IndexFilters,
  type IndexOrder,
} from '../../../src/domains/search/talent-index/talent-index-search.js';
import { syncedTalentIndex } from '../../../src/domains/search/talent-index/talent-index-sync.js';
import { yearsBeforeDay } from '../../../src/domains/search/talent-index/indexed-top.js';
import type { TalentFilters } from '../../../src/domains/search/talent-filters.js';
import type { TalentSort } from '../../../src/schemas/user.js';
import { sharedApi } from '../../routes/api/talent-fixtures.js';

/** More talents than a dense key needs (256 and one in 32) so both set kinds are read. */
const TALENTS = 1_500;
const SORTS: Array<TalentSort | undefined> = [
  undefined,
  'newest',
  'name',
  'location',
  'skill',
  'freelance',
  'fulltime',
];

/** What a page says, in a form two answers can be compared by. */
async function answer(search: TalentSearch, input: TalentListInput): Promise<string> {
  const result = await search.list(input);
  return JSON.stringify({
    total: result.total,
    capped: result.totalCapped,
    cards: result.cards.map((c) => [c.id_user, c.match_count, c.matched_skills]),
  });
}

/** Filter sets: each filter alone, and combined. */
function filterSets(): TalentFilters[] {
  return [
    { city: 'Jakarta' },
    { city: 'Jogja' },
    { city: 'Jakarta Selatan' },
    { city: 'Atlantis' },
    { availability: ['open_to_work'] },
    { availability: ['open_to_work', 'open_to_offers'] },
    { minYears: 1 },
    { minYears: 4 },
    { salaryMin: 8_000_000, salaryPeriod: 'month' },
    { salaryMin: 5_000_000, salaryMax: 9_000_000, salaryPeriod: 'month' },
    { salaryMax: 1_500_000, salaryPeriod: 'day' },
    { city: 'Bandung', availability: ['open_to_offers'] },
    { city: 'Surabaya', availability: ['open_to_work'], minYears: 2 },
    { city: 'Solo', minYears: 1, salaryMin: 4_000_000, salaryPeriod: 'month' },
  ];
}

describe('the in-memory talent index', () => {
  const shared = sharedApi();
  let db: Db;
  let indexed: TalentSearch;
  let bySql: TalentSearch;

  const same = async (input: TalentListInput, label: string) => {
    const fromIndex = await answer(indexed, input);
    const fromSql = await answer(bySql, input);
    assert.equal(fromIndex, fromSql, `${label}: ${JSON.stringify(input)}`);
    return JSON.parse(fromIndex) as { total: number; cards: Array<[number, number, string[]]> };
  };

  before(async () => {
    db = shared().db;
    await bulkSeed(db, { talents: TALENTS, companies: 0, passwordHash: 'x' });
    // Expected salaries for two thirds of them (monthly or daily), none for the rest.
    await db.query(
      `UPDATE talents SET
         salary_period = CASE WHEN id_user % 3 = 0 THEN 'month' ELSE 'day' END,
         salary_min = CASE WHEN id_user % 3 = 0 THEN 3000000 + (id_user % 9) * 1000000
                           ELSE 500000 + (id_user % 5) * 250000 END,
         salary_max = CASE WHEN id_user % 3 = 0 THEN 5000000 + (id_user % 9) * 1000000
                           ELSE 1000000 + (id_user % 5) * 250000 END
       WHERE id_user % 3 <> 1`,
    );
    indexed = createTalentSearch(db, { cache: false, index: true });
    bySql = createTalentSearch(db, { cache: false, index: false });
  });

  test('every filter, alone and combined, with searches, sorts and pages: the SQL answer', async () => {
    const searches = [
      'javascript',
      'react, node.js',
      'developer',
      'jakarta',
      'python sql',
      'desainer',
    ];
    let compared = 0;
    for (const filters of filterSets())
      for (const search of searches)
        for (const sort of SORTS) {
          // Pages 1 and 3 in turn (every combination of both would double the run).
          const page = compared % 2 === 0 ? 1 : 3;
          await same({ search, sort, filters, page, limit: 10 }, 'filtered');
          compared += 1;
        }
    // The employment type filter beside the recruiter's, and a page past the countable window.
    for (const employmentType of ['freelance', 'full time'] as const)
      await same(
        { search: 'developer', employmentType, filters: { city: 'Jakarta' }, page: 2, limit: 20 },
        'typed',
      );
    await same({ search: 'developer', filters: { minYears: 1 }, page: 101, limit: 10 }, 'beyond');
    assert.ok(compared > 400);
  });

  test('every order, type group and filter: the page of a plain ORDER BY over the same keys', async () => {
    const keyIds = async (keys: string[]) => {
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM search_key_ids WHERE key = ANY($1::text[]) ORDER BY id',
        [keys],
      );
      return rows.map((r) => r.id);
    };
    const { rows: state } = await db.query<{ generation: string; today: string }>(
      'SELECT generation::text AS generation, current_date::text AS today FROM search_state',
    );
    const index = await syncedTalentIndex(db).current(BigInt(state[0]!.generation));
    const termSets = [
      [['s:javascript', 's:typescript'], ['s:react']],
      [['s:python'], ['s:sql', 's:postgresql'], ['t:engineer']],
      [['c:bandung'], ['s:figma']],
    ];
    const bonusSets = [[], [['t:developer']]];
    const cityIds = await keyIds(['c:jakarta']);
    const availabilityIds = await keyIds(['a:open_to_work', 'a:open_to_offers']);
    const freelanceId = (await keyIds(['e:freelance']))[0]!;
    const cutoff = yearsBeforeDay(state[0]!.today, 2);
    const filterCases: Array<{ filters: IndexFilters; employmentTypeId?: number; sql: string }> = [
      { filters: {}, sql: 'true' },
      { filters: { cityIds }, sql: 't.search_ids @> $1::int4[]' },
      { filters: { availabilityIds }, sql: 't.search_ids && $2::int4[]' },
      {
        filters: { experienceCutoffDay: cutoff, availabilityIds },
        sql: "t.experience_since - DATE '1970-01-01' <= $3 AND t.search_ids && $2::int4[]",
      },
      {
        filters: { salary: { period: 'month', min: 6_000_000, max: 9_000_000 } },
        sql: "t.salary_period = 'month' AND t.salary_max >= 6000000 AND t.salary_min <= 9000000",
      },
      {
        filters: { cityIds },
        employmentTypeId: freelanceId,
        sql: "t.search_ids @> $1::int4[] AND t.employment_type = 'freelance'",
      },
    ];
    const orders: Array<{ order: IndexOrder; groups?: Array<string | null>; sql: string }> = [
      {
        order: 'relevance',
        sql: 'matched DESC, bonus DESC, t.profile_score DESC, t.created_at DESC, t.id_user DESC',
      },
      {
        order: 'relevance',
        groups: ['full time', 'freelance', null],
        sql: `CASE WHEN t.employment_type = 'full time' THEN 0 WHEN t.employment_type = 'freelance' THEN 1
          ELSE 2 END, matched DESC, bonus DESC, t.profile_score DESC, t.created_at DESC, t.id_user DESC`,
      },
      { order: 'newest', sql: 't.created_at DESC, matched DESC, bonus DESC, t.id_user DESC' },
      { order: 'name', sql: 'lower(t.full_name), matched DESC, bonus DESC, t.id_user DESC' },
      {
        order: 'location',
        sql: 'lower(t.domicile), lower(t.full_name), matched DESC, bonus DESC, t.id_user DESC',
      },
    ];
    let checked = 0;
    for (const terms of termSets)
      for (const bonus of bonusSets)
        for (const f of filterCases)
          for (const o of orders) {
            const termIds = await Promise.all(terms.map(keyIds));
            const bonusIds = await Promise.all(bonus.map(keyIds));
            const want = 40;
            const found = searchTalentIndex(index, {
              terms: termIds,
              bonus: bonusIds,
              order: o.order,
              ...(o.groups ? { groups: o.groups } : {}),
              ...(f.employmentTypeId !== undefined ? { employmentTypeId: f.employmentTypeId } : {}),
              filters: f.filters,
              want,
              countCap: 1_001,
            });
            const overlap = (ids: number[][]) =>
              ids.length === 0
                ? '0'
                : ids
                    .map((set) => `(t.search_ids && '{${set.join(',')}}'::int4[])::int`)
                    .join(' + ');
            const { rows } = await db.query<{
              id_user: string;
              match_count: number;
              total: number;
            }>(
              `SELECT t.id_user::text, matched + bonus AS match_count, count(*) OVER ()::int AS total
                 FROM (SELECT t.*, ${overlap(termIds)} AS matched, ${overlap(bonusIds)} AS bonus
                         FROM talents t) t
                WHERE matched > 0 AND ${f.sql}
                  -- Every parameter appears in every statement.
                  AND $1::int4[] IS NOT NULL AND $2::int4[] IS NOT NULL AND $3::int IS NOT NULL
                ORDER BY ${o.sql} LIMIT ${want}`,
              [cityIds, availabilityIds, cutoff],
            );
            const label = JSON.stringify({ terms, bonus, f: f.sql, o: o.sql.slice(0, 30) });
            assert.deepEqual(
              found.top.map((r) => [r.id, r.matchCount]),
              rows.map((r) => [Number(r.id_user), r.match_count]),
              label,
            );
            assert.equal(found.total, Math.min(rows[0]?.total ?? 0, 1_001), label);
            checked += rows.length;
          }
    assert.ok(checked > 1_000, `${checked} rows checked`);
  });

  test('a filtered search finds what it should (not only what SQL finds)', async () => {
    const { rows } = await db.query<{ id_user: string }>(
      `SELECT t.id_user::text FROM talents t JOIN skills s ON s.id_user = t.id_user
        WHERE lower(s.skill_name) = 'python' AND t.availability = 'open_to_work'
        ORDER BY t.id_user`,
    );
    const result = await indexed.list({
      search: 'python',
      filters: { availability: ['open_to_work'] },
      page: 1,
      limit: 50,
    });
    assert.ok(rows.length > 0, 'the seed holds python talents open to work');
    assert.equal(result.total, Math.min(rows.length, 1_000));
    const expected = new Set(rows.map((r) => Number(r.id_user)));
    assert.ok(result.cards.every((c) => expected.has(c.id_user)));
  });

  test('a bulk seed after the index loaded is in the next search', async () => {
    const input: TalentListInput = {
      search: 'developer',
      filters: { availability: ['open_to_work', 'open_to_offers', 'not_looking'] },
      page: 1,
      limit: 10,
    };
    const before = (await indexed.list(input)).total;
    await bulkSeed(db, { talents: TALENTS + 200, companies: 0, passwordHash: 'x' });
    const after = await same(input, 'after the bulk seed');
    assert.ok(after.total > before, `${after.total} > ${before}`);
  });

  test('writes made elsewhere show in the next search of an instance that holds the talents', async () => {
    const input: TalentListInput = {
      search: 'cobol',
      filters: { city: 'Medan', availability: ['open_to_work'] },
      page: 1,
      limit: 10,
    };
    assert.equal((await indexed.list(input)).total, 0);
    // A talent in Medan, open to work, gains the skill by hand (not through this process).
    const { rows } = await db.query<{ id_user: string }>(
      `SELECT id_user::text FROM talents WHERE lower(domicile) = 'medan'
         AND availability = 'open_to_work' ORDER BY id_user LIMIT 2`,
    );
    const [first, second] = rows.map((r) => Number(r.id_user)) as [number, number];
    await db.query(`INSERT INTO skills (id_user, skill_name) VALUES ($1, 'COBOL'), ($2, 'COBOL')`, [
      first,
      second,
    ]);
    const found = await same(input, 'after a skill');
    assert.deepEqual(
      found.cards.map((c) => c[0]).sort((a, b) => a - b),
      [first, second].sort((a, b) => a - b),
    );
    // One moves away, the other stops looking: both leave the filtered search.
    await db.query(`UPDATE talents SET domicile = 'Makassar' WHERE id_user = $1`, [first]);
    await db.query(`UPDATE talents SET availability = 'not_looking' WHERE id_user = $1`, [second]);
    assert.equal((await same(input, 'after the moves')).total, 0);
    // Moving back in; then the account is deleted.
    await db.query(`UPDATE talents SET domicile = 'Medan' WHERE id_user = $1`, [first]);
    assert.deepEqual(
      (await same(input, 'moved back')).cards.map((c) => c[0]),
      [first],
    );
    await db.query(`DELETE FROM accounts WHERE id = $1`, [first]);
    assert.equal((await same(input, 'after the deletion')).total, 0);
  });
});

describe('the talent index order and dates', () => {
  test('code-point order: astral characters after every other one, as UTF-8 bytes sort', () => {
    assert.ok(compareCodePoints('abc', 'abd') < 0);
    assert.ok(compareCodePoints('ab', 'abc') < 0);
    assert.equal(compareCodePoints('same', 'same'), 0);
    // U+1F600 (a surrogate pair in UTF-16) sorts after U+FF21 in code points.
    assert.ok(compareCodePoints('a\u{1F600}', 'a\uFF21') > 0);
    assert.ok(compareCodePoints('a\uFF21', 'a\u{1F600}') < 0);
  });

  test('years before a day, as PostgreSQL subtracts them (29 February falls to the 28th)', () => {
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    assert.equal(yearsBeforeDay('2026-11-29', 3), day('2023-11-29'));
    assert.equal(yearsBeforeDay('2028-02-29', 1), day('2027-02-28'));
    assert.equal(yearsBeforeDay('2028-02-29', 4), day('2024-02-29'));
    assert.equal(yearsBeforeDay('2026-01-01', 5), day('2021-01-01'));
  });
});
