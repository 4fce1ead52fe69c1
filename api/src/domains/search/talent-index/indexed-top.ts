// The talent search's way into the talent index (decision 078): a filtered search's top and
// capped total from memory, after one small statement (indexStateQuery: the generation the index
// must be current to, today's date, the city's key ids). The index answers only where its order
// is the database's: a database whose collation orders by code point (C, POSIX, C.UTF-8).
import type { Db, SqlParam } from '../../../db/db.js';
import type { TalentSort } from '../../../schemas/user.js';
import type { EmploymentType } from '../../../schemas/common.js';
import type { TermKeys } from '../sql-parts.js';
import type { TalentFilters } from '../talent-filters.js';
import { COLLATION_QUERY, indexStateQuery } from '../talent-search-sql.js';
import { TYPE_GROUPS } from '../top-options.js';
import { COUNT_CAP } from '../tuning.js';
import {
  searchTalentIndex,
  type IndexAnswer,
  type IndexOrder,
  type IndexSearch,
} from './talent-index-search.js';
import { syncedTalentIndex } from './talent-index-sync.js';

const CODE_POINT_COLLATIONS = new Set(['c', 'posix', 'c.utf8', 'c.utf-8']);

export interface IndexedTopInput {
  terms: readonly TermKeys[];
  bonus: readonly TermKeys[];
  employmentType: EmploymentType | undefined;
  /** The id of e:<employmentType> (0 when no talent ever held it: matches nobody). */
  employmentTypeId: number | undefined;
  sort: TalentSort | undefined;
  filters: TalentFilters;
  offset: number;
  limit: number;
}

/** The day `years` years before `today` (YYYY-MM-DD), as PostgreSQL's date - make_interval(years). */
export function yearsBeforeDay(today: string, years: number): number {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - years;
  // 29 February in a year without one is the 28th, as in PostgreSQL.
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Date.UTC(year, m - 1, Math.min(d, lastDay)) / 86_400_000;
}

function orderOf(sort: TalentSort | undefined): IndexOrder {
  return sort === 'newest' || sort === 'name' || sort === 'location' ? sort : 'relevance';
}

export function createIndexedTop(db: Db) {
  const index = syncedTalentIndex(db);
  let usable: Promise<boolean> | null = null;

  async function collationOrdersByCodePoint(): Promise<boolean> {
    const { rows } = await db.query<{ collation: string }>(COLLATION_QUERY, [], 'search-collation');
    return CODE_POINT_COLLATIONS.has((rows[0]?.collation ?? '').toLowerCase());
  }

  return {
    /**
     * The top `offset + limit` (none past COUNT_CAP, as the SQL search) and the total counted up
     * to COUNT_CAP + 1, or null when the index cannot answer this search (the SQL search does).
     */
    async top(input: IndexedTopInput): Promise<IndexAnswer | null> {
      const { filters } = input;
      if (filters.idUser !== undefined) return null;
      if (!(await (usable ??= collationOrdersByCodePoint()))) return null;
      const state = indexStateQuery(filters.city);
      const { rows } = await db.query<{
        generation: string;
        today: string;
        city_ids: number[] | null;
      }>(state.sql, state.params as SqlParam[], state.name);
      const { generation, today, city_ids: cityIds } = rows[0]!;
      const order = orderOf(input.sort);
      const grouped =
        order === 'relevance' &&
        input.employmentType === undefined &&
        (input.sort === 'freelance' || input.sort === 'fulltime');
      const search: IndexSearch = {
        terms: input.terms.map((t) => t.ids),
        bonus: input.bonus.map((b) => b.ids),
        order,
        ...(grouped ? { groups: TYPE_GROUPS[input.sort as 'freelance' | 'fulltime'] } : {}),
        ...(input.employmentType !== undefined
          ? { employmentTypeId: input.employmentTypeId ?? 0 }
          : {}),
        filters: {
          ...(cityIds !== null ? { cityIds } : {}),
          ...(filters.minYears !== undefined
            ? { experienceCutoffDay: yearsBeforeDay(today, filters.minYears) }
            : {}),
          ...(filters.availability !== undefined
            ? { availabilityIds: filters.availabilityIds ?? [] }
            : {}),
          ...(filters.salaryPeriod !== undefined
            ? {
                salary: {
                  period: filters.salaryPeriod,
                  ...(filters.salaryMin !== undefined ? { min: filters.salaryMin } : {}),
                  ...(filters.salaryMax !== undefined ? { max: filters.salaryMax } : {}),
                },
              }
            : {}),
        },
        want: input.offset >= COUNT_CAP ? 0 : input.offset + input.limit,
        countCap: COUNT_CAP + 1,
      };
      return searchTalentIndex(await index.current(BigInt(generation)), search);
    },
  };
}
export type IndexedTop = ReturnType<typeof createIndexedTop>;
