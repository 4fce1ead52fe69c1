import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Registered, TestApi } from '../../../helper.js';
import { addSkills, editProfile, searchAllPages, sharedApi } from '../talent-fixtures.js';

/**
 * Every sort of a search is a total order, the same whichever way the statement reads it (the
 * probe of the sort's index, the GIN read, the city walk): paging through a search shows each
 * matching talent exactly once, in the documented order (docs/api-contract.md, "Talent search"):
 *
 * - name / location / newest: the sort's keys (name; city with no city last, then name; newest
 *   account), then more matched terms, then the newest account (highest id) first;
 * - relevance (no sort, `skill`): more matched terms, complete profiles, newer, highest id;
 * - freelance / fulltime: that employment type, the other, none; relevance within each.
 *
 * Most fixture talents share one name and city, and their accounts share two creation times (as
 * accounts written in one statement, e.g. an import, do), so page edges fall inside runs of equal
 * sort keys, where the index order (ascending id) differs from the promised one.
 */

interface Card {
  id_user: number;
  full_name: string;
  match_count: number;
}

const FT = 'full time';
/** Fixture talents. Names and cities differ before any space, so byte order = any collation's. */
const PEOPLE: ReadonlyArray<{
  name: string;
  city: string | null;
  type: string | null;
  go: boolean;
}> = [
  { name: 'Budi Santoso', city: 'Bandung', type: 'freelance', go: true },
  { name: 'Budi Santoso', city: 'Bandung', type: FT, go: false },
  { name: 'Budi Santoso', city: 'Bandung', type: 'freelance', go: false },
  { name: 'Budi Santoso', city: 'Bandung', type: FT, go: true },
  { name: 'Agus Wijaya', city: 'Bandung', type: 'freelance', go: true },
  { name: 'Budi Santoso', city: 'Bandung', type: null, go: true },
  { name: 'Budi Santoso', city: 'Bandung', type: 'freelance', go: false },
  { name: 'Budi Santoso', city: 'Bandung', type: FT, go: true },
  { name: 'Budi Hartono', city: 'Bandung', type: 'freelance', go: false },
  { name: 'Budi Santoso', city: 'Surabaya', type: 'freelance', go: true },
  { name: 'Budi Santoso', city: null, type: FT, go: true },
  { name: 'Agus Wijaya', city: 'Surabaya', type: FT, go: false },
  { name: 'Budi Santoso', city: 'Bandung', type: 'freelance', go: true },
  { name: 'Citra Lestari', city: null, type: 'freelance', go: true },
];

const SORTS = [undefined, 'skill', 'name', 'location', 'newest', 'freelance', 'fulltime'] as const;
type Sort = (typeof SORTS)[number];

/** What a search's words match per fixture talent: name words, city words, the Go skill. */
const words = (text: string | null) => (text ?? '').toLowerCase().split(/[^a-z0-9]+/);
const QUERIES: Readonly<Record<string, (p: (typeof PEOPLE)[number]) => number>> = {
  'budi santoso': (p) => ['budi', 'santoso'].filter((w) => words(p.name).includes(w)).length,
  // A skill and a city: never the city walk, the location sort reads the location index.
  'go bandung': (p) => Number(p.go) + Number(words(p.city).includes('bandung')),
  budi: (p) => Number(words(p.name).includes('budi')),
};

describe('GET /api/users: every search sort is a total order across pages', () => {
  const shared = sharedApi();
  let api: TestApi;
  const people: Array<
    (typeof PEOPLE)[number] & { id: number; score: number; created: number; who: Registered }
  > = [];

  const allPages = (query: Record<string, string>, limit: number) =>
    searchAllPages<Card>(api, query, limit);

  const cmpText = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a.toLowerCase() < b.toLowerCase() ? -1 : 1;
  const TYPE_RANK: Record<'freelance' | 'fulltime', Array<string | null>> = {
    freelance: ['freelance', FT, null],
    fulltime: [FT, 'freelance', null],
  };

  /** The documented order, computed from the fixture and the rows' own score and creation time. */
  const expected = (search: string, sort: Sort, type?: string) => {
    const matched = QUERIES[search]!;
    type Row = (typeof people)[number] & { matched: number };
    const relevance = (a: Row, b: Row) =>
      b.matched - a.matched || b.score - a.score || b.created - a.created || b.id - a.id;
    const tie = (a: Row, b: Row) => b.matched - a.matched || b.id - a.id;
    const order: Record<string, (a: Row, b: Row) => number> = {
      name: (a, b) => cmpText(a.name, b.name) || tie(a, b),
      location: (a, b) => cmpText(a.city, b.city) || cmpText(a.name, b.name) || tie(a, b),
      newest: (a, b) => b.created - a.created || tie(a, b),
      freelance: (a, b) =>
        TYPE_RANK.freelance.indexOf(a.type) - TYPE_RANK.freelance.indexOf(b.type) ||
        relevance(a, b),
      fulltime: (a, b) =>
        TYPE_RANK.fulltime.indexOf(a.type) - TYPE_RANK.fulltime.indexOf(b.type) || relevance(a, b),
    };
    return people
      .map((p) => ({ ...p, matched: matched(p) }))
      .filter((p) => p.matched > 0 && (type === undefined || p.type === type))
      .sort(order[sort ?? 'relevance'] ?? relevance)
      .map((p) => ({ id: p.id, match_count: p.matched }));
  };

  before(async () => {
    api = shared();
    const registered: Registered[] = [];
    for (const p of PEOPLE) registered.push(await api.registerTalent({ full_name: p.name }));
    for (const [i, p] of PEOPLE.entries()) {
      const fields: Record<string, string> = { job_desk: 'Programmer' };
      if (p.city !== null) fields.domicile = p.city;
      if (p.type !== null) fields.employment_type = p.type;
      await editProfile(registered[i]!, fields);
      if (p.go) await addSkills(registered[i]!, ['Go']);
    }
    // Two creation times for all (rows written in one statement share now()): equal "newest".
    const ids = registered.map((r) => r.user.id_user);
    await api.db.query(
      `UPDATE talents SET created_at = CASE WHEN id_user % 2 = 0
         THEN timestamptz '2026-01-02 00:00:00+00' ELSE timestamptz '2026-01-01 00:00:00+00' END
       WHERE id_user = ANY($1::int[])`,
      [ids],
    );
    const rows = (
      await api.db.query<{ id_user: number; profile_score: number; created: string }>(
        `SELECT id_user, profile_score, extract(epoch FROM created_at)::text AS created
         FROM talents WHERE id_user = ANY($1::int[])`,
        [ids],
      )
    ).rows;
    for (const [i, p] of PEOPLE.entries()) {
      const row = rows.find((r) => r.id_user === ids[i])!;
      people.push({
        ...p,
        id: ids[i]!,
        score: Number(row.profile_score),
        created: Number(row.created),
        who: registered[i]!,
      });
    }
  });

  for (const search of Object.keys(QUERIES)) {
    test(`"${search}": each sort, pages of 1-3 and one page, each talent once, in order`, async () => {
      for (const sort of SORTS) {
        const want = expected(search, sort);
        assert.ok(want.length >= 8, `${search}: the fixture gives long runs`);
        const query: Record<string, string> = { search, ...(sort ? { sort } : {}) };
        for (const limit of [1, 2, 3, 50]) {
          const { cards, total } = await allPages(query, limit);
          const ids = cards.map((c) => c.id_user);
          assert.equal(new Set(ids).size, ids.length, `${search} ${sort} ${limit}: shown twice`);
          assert.deepEqual(
            cards.map((c) => ({ id: c.id_user, match_count: c.match_count })),
            want,
            `${search}, sort ${sort ?? 'relevance'}, limit ${limit}`,
          );
          assert.equal(total, want.length);
        }
      }
    });
  }

  test('with the employment_type filter, every sort pages the filtered set exactly', async () => {
    for (const sort of SORTS) {
      const want = expected('go bandung', sort, 'freelance');
      assert.ok(want.length >= 5);
      const query: Record<string, string> = {
        search: 'go bandung',
        employment_type: 'freelance',
        ...(sort ? { sort } : {}),
      };
      for (const limit of [1, 2]) {
        const { cards } = await allPages(query, limit);
        assert.deepEqual(
          cards.map((c) => ({ id: c.id_user, match_count: c.match_count })),
          want,
          `sort ${sort ?? 'relevance'}, limit ${limit}`,
        );
      }
    }
  });
});
