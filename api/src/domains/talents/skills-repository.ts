// Skills of talents: stored under canonical names (src/skills), one per talent and name.
// The skill_catalog table (migration 011) is kept up to date by triggers; this repository
// reads it for capitalization, suggestions and search term expansion.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { Skill, SkillSuggestion } from '../../schemas/skill.js';
import type { CatalogCandidate } from '../search/terms/expand-terms.js';
import { knownSkill, tidySkill } from '../search/terms/normalize-skill.js';
import type { SearchTerm } from '../search/terms/parse-search.js';
import { catalogCandidatesQuery, likeContains } from '../search/talent-search-sql.js';

/** Without an id_user filter a list shows the newest entries only, never a whole table. */
export const UNFILTERED_LIST_LIMIT = 100;
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/** The skills insert trigger's refusal past SKILLS_PER_TALENT_MAX (migration 072). */
const isSkillCap = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === CHECK_VIOLATION &&
  (error as { constraint?: unknown }).constraint === 'skills_per_talent';

export type SkillWrite = { skill: Skill } | { duplicate: true };
export type SkillAdd = SkillWrite | { full: true };

export function createSkillsRepository(db: Db) {
  /**
   * The name to store: the canonical name of a known skill ("reactjs" → "React"), else the
   * capitalization the first talent used for this skill ("htmx" stays "HTMX" if that came first),
   * else the tidied input.
   */
  async function storedName(raw: string, tx: Db): Promise<string> {
    const tidy = tidySkill(raw);
    const canonical = knownSkill(tidy);
    if (canonical) return canonical;
    const { rows } = await tx.query<{ skill_name: string }>(
      'SELECT skill_name FROM skill_catalog WHERE skill_key = lower($1)',
      [tidy],
    );
    return rows[0]?.skill_name ?? tidy;
  }

  return {
    storedName: (raw: string) => storedName(raw, db),

    async list(idUser: number | undefined): Promise<Skill[]> {
      const { rows } =
        idUser === undefined
          ? await db.query<Skill>(
              'SELECT id, id_user, skill_name FROM skills ORDER BY id DESC LIMIT $1',
              [UNFILTERED_LIST_LIMIT],
            )
          : await db.query<Skill>(
              `SELECT s.id, s.id_user, s.skill_name FROM skills s
               LEFT JOIN skill_catalog c ON c.skill_key = s.skill_key
               WHERE s.id_user = $1 ORDER BY c.talent_count DESC NULLS LAST, s.skill_key`,
              [idUser],
            );
      return rows;
    },

    async find(id: number): Promise<Skill | null> {
      const { rows } = await db.query<Skill>(
        'SELECT id, id_user, skill_name FROM skills WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },

    /** `full`: the talent already holds SKILLS_PER_TALENT_MAX skills. */
    async add(idUser: number, raw: string): Promise<SkillAdd> {
      const name = await storedName(raw, db);
      try {
        const { rows } = await db.query<Skill>(
          `INSERT INTO skills (id_user, skill_name) VALUES ($1, $2)
           ON CONFLICT (id_user, skill_key) DO NOTHING
           RETURNING id, id_user, skill_name`,
          [idUser, name],
        );
        return rows[0] ? { skill: rows[0] } : { duplicate: true };
      } catch (error) {
        if (isSkillCap(error)) return { full: true };
        throw error;
      }
    },

    /** null when the skill does not exist. */
    async rename(id: number, raw: string): Promise<SkillWrite | null> {
      const name = await storedName(raw, db);
      try {
        const { rows } = await db.query<Skill>(
          'UPDATE skills SET skill_name = $2 WHERE id = $1 RETURNING id, id_user, skill_name',
          [id, name],
        );
        return rows[0] ? { skill: rows[0] } : null;
      } catch (error) {
        if (isUniqueViolation(error)) return { duplicate: true };
        throw error;
      }
    },

    async remove(id: number): Promise<boolean> {
      const { rows } = await db.query('DELETE FROM skills WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },

    /**
     * Known skills for an autocomplete: prefix matches (alias-aware) first, then partial and
     * typo-close ones, each group most popular first. Empty q: the most popular skills.
     */
    async suggest(q: string, limit: number): Promise<SkillSuggestion[]> {
      const tidy = tidySkill(q).toLowerCase();
      if (!tidy) {
        const { rows } = await db.query<SkillSuggestion>(
          `SELECT skill_name, talent_count AS count FROM skill_catalog WHERE talent_count > 0
           ORDER BY talent_count DESC, skill_key LIMIT $1`,
          [limit],
        );
        return rows;
      }
      const canonical = knownSkill(tidy)?.toLowerCase() ?? tidy;
      const prefix = `${likeContains(tidy).slice(1)}`;
      const { rows } = await db.query<SkillSuggestion>(
        `SELECT skill_name, talent_count AS count FROM (
           SELECT skill_name, talent_count, skill_key,
             CASE WHEN skill_key = $2 THEN 0
                  WHEN skill_key LIKE $3 ESCAPE '\\' THEN 1
                  WHEN skill_key LIKE $4 ESCAPE '\\' THEN 2
                  ELSE 3 END AS rank,
             similarity(skill_key, $1) AS sim
           FROM skill_catalog
           WHERE talent_count > 0
             AND (skill_key = $2 OR skill_key LIKE $4 ESCAPE '\\' OR (char_length($1) >= 3 AND skill_key % $1))
         ) m
         ORDER BY rank, CASE WHEN rank = 3 THEN sim ELSE 0 END DESC, talent_count DESC, skill_key
         LIMIT $5`,
        [tidy, canonical, prefix, likeContains(tidy), limit],
      );
      return rows;
    },

    /** Catalog skills that may match each search term (classified by expandTerms). */
    async catalogCandidates(terms: readonly SearchTerm[]): Promise<CatalogCandidate[]> {
      if (terms.length === 0) return [];
      const { sql, params } = catalogCandidatesQuery(terms);
      const { rows } = await db.query<CatalogCandidate>(sql, params as never);
      return rows;
    },
  };
}
export type SkillsRepository = ReturnType<typeof createSkillsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    skillsRepository: SkillsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('skillsRepository', createSkillsRepository(fastify.db));
  },
  { name: 'skills-repository', dependencies: ['db'] },
);
