import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Registered, TestApi } from '../../../helper.js';
import { editProfile, searchAllPages, sharedApi } from '../talent-fixtures.js';

/**
 * A search of city words sorted by location reads each matching city's place in the location
 * order (decision 032, "city walk") instead of every match. These tests hold it to the order the
 * sort promises: city, then name, then more matched terms, then newest account (highest id)
 * first among equal names, across pages, with the employment-type filter, and after a move.
 */

interface Card {
  id_user: number;
  full_name: string;
  domicile: string | null;
  employment_type: string | null;
  match_count: number;
}

/** Fixture talents. Names and cities differ before any space, so byte order = any collation's. */
const PEOPLE: ReadonlyArray<{ name: string; city: string | null; type: string }> = [
  { name: 'Budi Santoso', city: 'Yogyakarta', type: 'freelance' },
  { name: 'Citra Lestari', city: 'Yogyakarta', type: 'full time' },
  { name: 'Budi Santoso', city: 'Yogyakarta', type: 'full time' },
  { name: 'Agus Wijaya', city: 'Yogyakarta', type: 'freelance' },
  { name: 'Budi Santoso', city: 'Jogja', type: 'freelance' },
  { name: 'Dewi Rahma', city: 'Bandung', type: 'freelance' },
  { name: 'Eko Prasetyo', city: 'Jakarta Selatan', type: 'freelance' },
  { name: 'Budi Santoso', city: 'Jakarta Selatan', type: 'full time' },
  { name: 'Fajar Nugroho', city: 'Jakarta Barat', type: 'freelance' },
  { name: 'Gita Permata', city: 'Tangerang Selatan', type: 'freelance' },
  { name: 'Hadi Kusuma', city: 'Tangerang Selatan', type: 'full time' },
  { name: 'Indah Sari', city: 'Surabaya', type: 'freelance' },
];

/** City words as the keys hold them: lower case, split on non-letters, local names folded. */
const FOLD: Readonly<Record<string, string>> = { jogja: 'yogyakarta' };
const cityWords = (city: string | null): string[] =>
  (city ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => FOLD[w] ?? w);

describe('GET /api/users: a city search sorted by location', () => {
  const shared = sharedApi();
  let api: TestApi;
  const people: Array<{ id: number; name: string; city: string | null; type: string }> = [];
  let registered: Registered[] = [];

  /** Every page of a search sorted by location (page edges fall inside equal names). */
  const allPages = (query: Record<string, string>, limit: number) =>
    searchAllPages<Card>(api, { ...query, sort: 'location' }, limit);

  /** The promised order, computed from the fixture: the walk must give exactly this. */
  const expected = (words: string[], type?: string) =>
    people
      .map((p) => ({ ...p, matched: words.filter((w) => cityWords(p.city).includes(w)).length }))
      .filter((p) => p.matched > 0 && (type === undefined || p.type === type))
      .sort((a, b) => {
        const byCity = a.city!.toLowerCase().localeCompare(b.city!.toLowerCase(), 'en');
        if (byCity !== 0) return byCity;
        const byName = a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en');
        return byName !== 0 ? byName : b.matched - a.matched || b.id - a.id;
      })
      .map((p) => p.id);

  before(async () => {
    api = shared();
    registered = [];
    for (const p of PEOPLE) registered.push(await api.registerTalent({ full_name: p.name }));
    for (const [i, p] of PEOPLE.entries()) {
      const fields: Record<string, string> = { employment_type: p.type, job_desk: 'Developer' };
      if (p.city !== null) fields.domicile = p.city;
      await editProfile(registered[i]!, fields);
      people.push({ id: registered[i]!.user.id_user, ...p });
    }
  });

  test('one city (and its local name): by city, name, then newest first among equal names', async () => {
    const want = expected(['yogyakarta']);
    assert.equal(want.length, 5);
    for (const limit of [1, 2, 3]) {
      const { cards, total } = await allPages({ search: 'yogyakarta' }, limit);
      assert.deepEqual(
        cards.map((c) => c.id_user),
        want,
        `limit ${limit}`,
      );
      assert.equal(total, want.length);
    }
  });

  test('two city words: cities holding either, in location order; with the type filter', async () => {
    const both = await allPages({ search: 'jakarta selatan' }, 2);
    assert.deepEqual(
      both.cards.map((c) => c.id_user),
      expected(['jakarta', 'selatan']),
    );
    assert.deepEqual(
      both.cards.map((c) => c.match_count),
      both.cards.map(
        (c) => cityWords(c.domicile).filter((w) => w === 'jakarta' || w === 'selatan').length,
      ),
    );
    const freelance = await allPages(
      { search: 'jakarta selatan', employment_type: 'freelance' },
      1,
    );
    assert.deepEqual(
      freelance.cards.map((c) => c.id_user),
      expected(['jakarta', 'selatan'], 'freelance'),
    );
  });

  test('a move to another city is seen by the next search', async () => {
    const mover = people.find((p) => p.city === 'Bandung')!;
    await editProfile(registered[people.indexOf(mover)]!, { domicile: 'Yogyakarta' });
    mover.city = 'Yogyakarta';
    const { cards } = await allPages({ search: 'yogyakarta' }, 2);
    assert.deepEqual(
      cards.map((c) => c.id_user),
      expected(['yogyakarta']),
    );
    assert.ok(cards.some((c) => c.id_user === mover.id));
  });
});
