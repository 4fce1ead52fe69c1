// The talent list and search behind GET /api/users: terms are expanded against the skill
// catalog, talent ranked by how many terms they match, and rankings remembered per data
// generation (see search-cache.ts) so paging through a popular search costs one small query.
import type { Db, SqlParam } from '../db/db.js';
import type { EmploymentType } from '../schemas/common.js';
import type { TalentCard, TalentSort } from '../schemas/user.js';
import { expandTerms, type CatalogCandidate } from '../skills/expand-terms.js';
import { parseSearch, type SearchTerm } from '../skills/parse-search.js';
import { SearchCache } from './search-cache.js';
import {
  catalogCandidatesQuery,
  cardsByIdQuery,
  GENERATION_QUERY,
  listCountQuery,
  listPageQuery,
  MIN_TEXT_TERM,
  rankQuery,
  type Statement,
} from './talent-search-sql.js';

export interface TalentListInput {
  search?: string | undefined;
  employmentType?: EmploymentType | undefined;
  sort?: TalentSort | undefined;
  page: number;
  limit: number;
}

export interface TalentListResult {
  cards: TalentCard[];
  total: number;
}

interface CardRow {
  generation: string;
  /** 1-based position in the page. */
  ord: number | null;
  id_user: number | null;
  full_name: string;
  job_desk: string | null;
  domicile: string | null;
  employment_type: EmploymentType | null;
  img_profile: string | null;
  skills: string[];
  matched_skills: string[];
}

interface RankedSearch {
  generation: string;
  /** Talent ids, best first. */
  ids: Float64Array;
  matchCounts: Uint8Array;
  /** Skill keys that counted as hits, strongest first (for matched_skills). */
  matchKeys: string[];
}

interface CachedCount {
  generation: string;
  total: number;
}

/** word_similarity a misspelt name, title or city needs ("jakrta" ~ "Jakarta Selatan" is 0.5). */
const FUZZY_TEXT_THRESHOLD = 0.45;

function toCard(row: CardRow, matchCount: number): TalentCard {
  return {
    id_user: row.id_user as number,
    full_name: row.full_name,
    job_desk: row.job_desk,
    domicile: row.domicile,
    employment_type: row.employment_type,
    img_profile: row.img_profile,
    skills: row.skills,
    matched_skills: row.matched_skills,
    match_count: matchCount,
  };
}

export function createTalentSearch(db: Db) {
  // At most 64 searches and 2 million ranked ids (~18 MB) are remembered.
  const rankings = new SearchCache<RankedSearch>({
    maxEntries: 64,
    weigh: (r) => r.ids.length + 1,
    maxWeight: 2_000_000,
  });
  const counts = new SearchCache<CachedCount>({ maxEntries: 8 });

  async function query<T>(q: Statement): Promise<T[]> {
    return (await db.query<T>(q.sql, q.params as SqlParam[], q.name)).rows;
  }

  async function rank(terms: SearchTerm[], input: TalentListInput): Promise<RankedSearch> {
    // Read the generation first: the ranking then reflects at least this generation.
    const generation = (
      await db.query<{ generation: string }>(GENERATION_QUERY, [], 'search-generation')
    ).rows[0]!.generation;
    const expansions = expandTerms(
      terms,
      await query<CatalogCandidate>(catalogCandidatesQuery(terms)),
    );
    const options = { terms, expansions, employmentType: input.employmentType, sort: input.sort };
    let rows = await query<{ id_user: number; match_count: number }>(
      rankQuery({ ...options, fuzzyText: false }),
    );
    // Nothing matched as typed: accept names, titles and cities that are close (typos).
    // The `<%` operator's threshold is a setting: lowered for this one statement only.
    if (rows.length === 0 && terms.some((t) => t.text.length >= MIN_TEXT_TERM)) {
      const fuzzy = rankQuery({ ...options, fuzzyText: true });
      rows = await db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
          String(FUZZY_TEXT_THRESHOLD),
        ]);
        return (
          await tx.query<{ id_user: number; match_count: number }>(
            fuzzy.sql,
            fuzzy.params as SqlParam[],
          )
        ).rows;
      });
    }
    return {
      generation,
      ids: Float64Array.from(rows, (r) => r.id_user),
      matchCounts: Uint8Array.from(rows, (r) => r.match_count),
      matchKeys: [...new Set(expansions.map((e) => e.skillKey))],
    };
  }

  async function searchPage(
    terms: SearchTerm[],
    input: TalentListInput,
  ): Promise<TalentListResult> {
    const key = JSON.stringify([terms, input.employmentType ?? null, input.sort ?? null]);
    const offset = (input.page - 1) * input.limit;
    const pageOf = async (ranked: RankedSearch) => {
      const ids = Array.from(ranked.ids.subarray(offset, offset + input.limit));
      const rows = await query<CardRow>(cardsByIdQuery(ids, ranked.matchKeys));
      const cards = rows
        .filter((r) => r.id_user !== null)
        .map((r) => toCard(r, ranked.matchCounts[offset + (r.ord as number) - 1] ?? 0));
      return { generation: rows[0]?.generation, result: { cards, total: ranked.ids.length } };
    };
    const cached = rankings.get(key);
    if (cached) {
      const page = await pageOf(cached);
      if (page.generation === cached.generation) return page.result;
    }
    const fresh = await rankings.compute(key, () => rank(terms, input));
    return (await pageOf(fresh)).result;
  }

  async function plainPage(input: TalentListInput): Promise<TalentListResult> {
    const rows = await query<CardRow>(
      listPageQuery({
        employmentType: input.employmentType,
        sort: input.sort,
        limit: input.limit,
        offset: (input.page - 1) * input.limit,
      }),
    );
    const generation = rows[0]!.generation;
    const cards = rows.filter((r) => r.id_user !== null).map((r) => toCard(r, 0));
    const key = input.employmentType ?? '';
    let count = counts.get(key);
    if (!count || count.generation !== generation) {
      count = await counts.compute(key, async () => ({
        generation,
        total: (await query<{ total: number }>(listCountQuery(input.employmentType)))[0]!.total,
      }));
    }
    return { cards, total: count.total };
  }

  return {
    /** The talent list: ranked search when `search` has terms, else the plain list in `sort` order. */
    async list(input: TalentListInput): Promise<TalentListResult> {
      const terms = parseSearch(input.search);
      return terms.length > 0 ? searchPage(terms, input) : plainPage(input);
    },
  };
}
export type TalentSearch = ReturnType<typeof createTalentSearch>;
