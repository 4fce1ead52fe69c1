// Talent profiles: the searchable list (src/domains/search/talent-search.ts), the full profile and
// profile edits.
import fp from 'fastify-plugin';
import type { Db, SqlParam } from '../../db/db.js';
import type { Availability, TalentProfile } from '../../schemas/user.js';
import {
  createTalentSearch,
  type TalentListInput,
  type TalentListResult,
} from '../search/talent-search.js';
import { educationOrder } from './educations-repository.js';
import { experienceOrder } from './experiences-repository.js';
import { PORTFOLIO_JSON } from './portfolio-repository.js';

export type { TalentListInput, TalentListResult } from '../search/talent-search.js';

/** Profile columns a talent edits (photo aside). */
export const PROFILE_COLUMNS = [
  'full_name',
  'phone',
  'job_desk',
  'employment_type',
  'domicile',
  'ig_account',
  'github_account',
  'gitlab_account',
  'description',
] as const;
export type ProfileColumn = (typeof PROFILE_COLUMNS)[number];
export type ProfileChanges = Partial<Record<ProfileColumn, string | null>>;

/** A talent's availability and expected salary (IDR), as written by PUT .../signals. */
export interface TalentSignals {
  availability: Availability;
  availableFrom: string | null;
  salary: { min: number; max: number; period: 'month' | 'day' } | null;
}

/** The whole profile of talent $1 in one statement (used by the benchmark EXPLAIN too). */
export const PROFILE_SQL = `
  SELECT t.id_user, t.full_name, a.email, t.phone, t.job_desk, t.employment_type, t.domicile, t.ig_account,
    t.github_account, t.gitlab_account, t.description, t.img_profile, 'talent' AS role, t.created_at, t.updated_at,
    t.availability, to_char(t.available_from, 'YYYY-MM-DD') AS available_from,
    CASE WHEN t.salary_period IS NULL THEN NULL
      ELSE json_build_object('min', t.salary_min, 'max', t.salary_max, 'period', t.salary_period)
    END AS expected_salary,
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
    coalesce((SELECT json_agg(json_build_object('id', d.id, 'id_user', d.id_user, 'school', d.school,
                                                'degree', d.degree, 'field_of_study', d.field_of_study,
                                                'start_year', d.start_year, 'end_year', d.end_year)
                              ORDER BY ${educationOrder('d.')})
              FROM educations d WHERE d.id_user = t.id_user), '[]'::json) AS educations,
    coalesce((SELECT json_agg(${PORTFOLIO_JSON} ORDER BY p.id DESC)
              FROM portfolios p WHERE p.id_user = t.id_user), '[]'::json) AS portfolio
  FROM talents t JOIN accounts a ON a.id = t.id_user
  WHERE t.id_user = $1`;

export function createUsersRepository(db: Db, options: { searchCache?: boolean } = {}) {
  const search = createTalentSearch(db, { cache: options.searchCache ?? true });

  return {
    /** The talent list: ranked search when `search` has terms, else the plain list in `sort` order. */
    list: (input: TalentListInput): Promise<TalentListResult> => search.list(input),

    /**
     * The whole profile; email and phone only when `show.contact` (domains/talents/contact-rule.ts),
     * the expected salary only when `show.salary` (recruiters and the talent themself).
     */
    async profile(
      id: number,
      show: { contact: boolean; salary: boolean },
    ): Promise<TalentProfile | null> {
      const { rows } = await db.query<TalentProfile>(PROFILE_SQL, [id], 'talent-profile');
      const profile = rows[0];
      if (!profile) return null;
      return {
        ...profile,
        ...(show.contact ? {} : { email: null, phone: null }),
        ...(show.salary ? {} : { expected_salary: null }),
      };
    },

    /** Writes availability and expected salary; false when the talent does not exist. */
    async updateSignals(id: number, signals: TalentSignals): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE talents SET availability = $2, available_from = $3, salary_min = $4,
           salary_max = $5, salary_period = $6, updated_at = now()
         WHERE id_user = $1 RETURNING 1`,
        [
          id,
          signals.availability,
          signals.availableFrom,
          signals.salary?.min ?? null,
          signals.salary?.max ?? null,
          signals.salary?.period ?? null,
        ],
        'talent-signals-update',
      );
      return rows.length > 0;
    },

    async isTalent(id: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM talents WHERE id_user = $1', [id]);
      return rows.length > 0;
    },

    /**
     * Writes profile fields and, when given, a new photo name, in one transaction (the caller's
     * `outer` one when given). Answers the previous photo's name (to delete in that same
     * transaction), or undefined when the talent does not exist.
     */
    async update(
      id: number,
      changes: ProfileChanges,
      photo?: string,
      outer: Db = db,
    ): Promise<{ previousPhoto: string | null } | undefined> {
      return outer.transaction(async (tx) => {
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
        await tx.query(
          `UPDATE talents SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id_user = $1`,
          params,
        );
        return { previousPhoto: photo !== undefined ? rows[0].img_profile : null };
      });
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
    fastify.decorate(
      'usersRepository',
      createUsersRepository(fastify.db, { searchCache: fastify.config.searchCache }),
    );
  },
  { name: 'users-repository', dependencies: ['db'] },
);
