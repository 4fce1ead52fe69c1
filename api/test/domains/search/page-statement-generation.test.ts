// A remembered search page statement serves later catalog generations too: it is the statement
// searchPageQuery builds for that generation with one parameter changed (forCatalogGeneration).
// Under writes the word set moves a few times a second, and building a page statement afresh
// for each new generation cost about a twentieth of the API's CPU per search.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  forCatalogGeneration,
  searchPageQuery,
  topQuery,
  type TopOptions,
} from '../../../src/domains/search/talent-search-sql.js';

const terms = [
  { keys: ['s:react', 's:reactjs'], ids: [7, 8] },
  { keys: ['c:jakarta'], ids: [3] },
];
const count = {
  keys: ['s:react', 's:reactjs', 'c:jakarta'],
  ids: [7, 8, 3],
  employmentType: undefined,
  bound: 40_000,
  talents: 100_000,
  largest: 30_000,
};
const tops: Array<TopOptions | null> = [
  {
    terms,
    sizes: [30_000, 9_000],
    floors: [30_000, 9_000],
    talents: 100_000,
    employmentType: undefined,
    sort: undefined,
    want: 20,
    offset: 10,
    lean: true,
  },
  {
    terms,
    sizes: [30_000, 9_000],
    talents: 100_000,
    employmentType: 'freelance',
    employmentTypeId: 5,
    sort: 'name',
    want: 10,
    offset: 0,
  },
  // A page beyond the countable window has no top.
  null,
];

describe('forCatalogGeneration', () => {
  for (const [i, top] of tops.entries()) {
    test(`is the statement built for that generation (options ${i})`, () => {
      const build = (catalogGeneration: string) =>
        searchPageQuery({
          top: top && topQuery(top),
          offset: top?.offset ?? 1_010,
          count,
          catalogGeneration,
        });
      const older = build('41');
      const olderParams = [...older.params];
      const moved = forCatalogGeneration(older, '57');
      assert.deepEqual(moved, build('57'));
      assert.notDeepEqual(moved.params, olderParams);
      assert.deepEqual(older.params, olderParams, 'the remembered statement is left as it was');
    });
  }
});
