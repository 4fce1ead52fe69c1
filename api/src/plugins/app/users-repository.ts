// Talent profiles: the searchable list, the full profile and profile edits.
import fp from 'fastify-plugin';
import type { Db, SqlParam } from '../../db/db.js';
import type { EmploymentType } from '../../schemas/common.js';
import type { TalentCard, TalentProfile, TalentSort } from '../../schemas/user.js';
import { SearchCache } from '../../search/search-cache.js';
import {
  catalogCandidatesQuery,
  cardsByIdQuery,
  GENERATION_QUERY,
  listCountQuery,
  listPageQuery,
  MIN_TEXT_TERM,
  rankQuery,
  type Statement,
} from '../../search/talent-search-sql.js';
import { expandTerms, type CatalogCandidate } from '../../skills/expand-terms.js';
import { parseSearch, type SearchTerm } from '../../skills/parse-search.js';
import { experienceOrder } from './experiences-repository.js';
import { PORTFOLIO_JSON } from './portfolio-repository.js';

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

/** Profile columns a talent edits (photo aside). */
export const PROFILE_COLUMNS = [
  'full_name', 'phone', 'job_desk', 'employment_type', 'domicile', 'ig_account', 'github_account', 'gitlab_account', 'description',
] as const;
export type ProfileColumn = (typeof PROFILE_COLUMNS)[number];
export type ProfileChanges = Partial<Record<ProfileColumn, string | null>>;

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

/** The whole profile of talent $1 in one statement (used by the benchmark EXPLAIN too). */
export const PROFILE_SQL = `
  SELECT t.id_user, t.full_name, a.email, t.phone, t.job_desk, t.employment_type, t.domicile, t.ig_account,
    t.github_account, t.gitlab_account, t.description, t.img_profile, 'talent' AS role, t.created_at, t.updated_at,
    coalesce((SELECT json_agg(json_build_object('id', s.id, 'id_user', s.id_user, 'skill_name', s.skill_name)
                              ORDER BY c.talent_count DESC NULLS LAST, s.skill_key)
              FROM skills s LEFT JOIN skill_catalog c ON c.skill_key = s.skill_key
              WHERE s.id_user = t.id_user), '[]'::json) AS skills,
    coalesce((SELECT json_agg(json_build_object('id', e.id, 'id_user', e.id_user, 'company_name', e.company_name,
                                                'job_position', e.job_position,
                                                'day_in', to_char(e.day_in, 'YYYY-MM-DD'),
                                                'day_out', to_char(e.day_out, 'YYYY-MM-DD'),
                                                'description', e.description)
                              ORDER BY ${experienceOrder('e.')})
              FROM experiences e WHERE e.id_user = t.id_user), '[]'::json) AS experiences,
    coalesce((SELECT json_agg(${PORTFOLIO_JSON} ORDER BY p.id DESC)
              FROM portfolios p WHERE p.id_user = t.id_user), '[]'::json) AS portfolio
  FROM talents t JOIN accounts a ON a.id = t.id_user
  WHERE t.id_user = $1`;

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

export function createUsersRepository(db: Db) {
  // At most 64 searches and 2 million ranked ids (~18 MB) are remembered.
  const rankings = new SearchCache<RankedSearch>({ maxEntries: 64, weigh: (r) => r.ids.length + 1, maxWeight: 2_000_000 });
  const counts = new SearchCache<CachedCount>({ maxEntries: 8 });

  async function query<T>(q: Statement): Promise<T[]> {
    return (await db.query<T>(q.sql, q.params as SqlParam[], q.name)).rows;
  }

  async function rank(terms: SearchTerm[], input: TalentListInput): Promise<RankedSearch> {
    // Read the generation first: the ranking then reflects at least this generation.
    const generation = (await db.query<{ generation: string }>(GENERATION_QUERY, [], 'search-generation')).rows[0]!.generation;
    const expansions = expandTerms(terms, await query<CatalogCandidate>(catalogCandidatesQuery(terms)));
    const options = { terms, expansions, employmentType: input.employmentType, sort: input.sort };
    let rows = await query<{ id_user: number; match_count: number }>(rankQuery({ ...options, fuzzyText: false }));
    // Nothing matched as typed: accept names, titles and cities that are close (typos).
    // The `<%` operator's threshold is a setting: lowered for this one statement only.
    if (rows.length === 0 && terms.some((t) => t.text.length >= MIN_TEXT_TERM)) {
      const fuzzy = rankQuery({ ...options, fuzzyText: true });
      rows = await db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(FUZZY_TEXT_THRESHOLD)]);
        return (await tx.query<{ id_user: number; match_count: number }>(fuzzy.sql, fuzzy.params as SqlParam[])).rows;
      });
    }
    return {
      generation,
      ids: Float64Array.from(rows, (r) => r.id_user),
      matchCounts: Uint8Array.from(rows, (r) => r.match_count),
      matchKeys: [...new Set(expansions.map((e) => e.skillKey))],
    };
  }

  async function searchPage(terms: SearchTerm[], input: TalentListInput): Promise<TalentListResult> {
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

    /** The whole profile; email and phone only for logged-in viewers. */
    async profile(id: number, viewerLoggedIn: boolean): Promise<TalentProfile | null> {
      const { rows } = await db.query<TalentProfile>(PROFILE_SQL, [id], 'talent-profile');
      const profile = rows[0];
      if (!profile) return null;
      return viewerLoggedIn ? profile : { ...profile, email: null, phone: null };
    },

    async isTalent(id: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM talents WHERE id_user = $1', [id]);
      return rows.length > 0;
    },

    /**
     * Writes profile fields and, when given, a new photo, in one transaction.
     * Answers the previous photo's file name (to delete once committed), or undefined when
     * the talent does not exist.
     */
    async update(id: number, changes: ProfileChanges, photo?: string): Promise<{ previousPhoto: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ img_profile: string | null }>(
          'SELECT img_profile FROM talents WHERE id_user = $1 FOR UPDATE',
          [id],
        );
        if (!rows[0]) return undefined;
        const sets: string[] = [];
        const params: SqlParam[] = [id];
        for (const column of PROFILE_COLUMNS) {
          if (changes[column] === undefined) continue;
          params.push(changes[column]);
          sets.push(`${column} = $${params.length}`);
        }
        if (photo !== undefined) {
          params.push(photo);
          sets.push(`img_profile = $${params.length}`);
        }
        await tx.query(`UPDATE talents SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id_user = $1`, params);
        return { previousPhoto: photo !== undefined ? rows[0].img_profile : null };
      });
    },

    /** Forgets cached rankings (tests and the bulk seed; writes are already seen through the generation). */
    clearSearchCache(): void {
      rankings.clear();
      counts.clear();
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('usersRepository', createUsersRepository(fastify.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
