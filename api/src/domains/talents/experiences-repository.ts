// Work experience of talents. Dates are calendar dates ('YYYY-MM-DD' both ways);
// day_out null means the current job.
import fp from 'fastify-plugin';
import type { Db, SqlParam } from '../../db/db.js';
import type { Experience } from '../../schemas/experience.js';
import { UNFILTERED_LIST_LIMIT } from './skills-repository.js';

export interface ExperienceFields {
  company_name: string;
  job_position: string;
  day_in: string;
  day_out: string | null;
  description: string | null;
}

const COLUMNS = 'id, id_user, company_name, job_position, day_in, day_out, description';
/** Current job first, then the most recent; `alias` is the table alias with its dot ('e.'). */
export const experienceOrder = (alias = '') =>
  `(${alias}day_out IS NULL) DESC, ${alias}day_out DESC, ${alias}day_in DESC, ${alias}id DESC`;
const EDITABLE = ['company_name', 'job_position', 'day_in', 'day_out', 'description'] as const;

export function createExperiencesRepository(db: Db) {
  return {
    async list(idUser: number | undefined): Promise<Experience[]> {
      const { rows } =
        idUser === undefined
          ? await db.query<Experience>(
              `SELECT ${COLUMNS} FROM experiences ORDER BY id DESC LIMIT $1`,
              [UNFILTERED_LIST_LIMIT],
            )
          : await db.query<Experience>(
              `SELECT ${COLUMNS} FROM experiences WHERE id_user = $1 ORDER BY ${experienceOrder()}`,
              [idUser],
            );
      return rows;
    },

    async find(id: number): Promise<Experience | null> {
      const { rows } = await db.query<Experience>(
        `SELECT ${COLUMNS} FROM experiences WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async create(idUser: number, fields: ExperienceFields): Promise<Experience> {
      const { rows } = await db.query<Experience>(
        `INSERT INTO experiences (id_user, company_name, job_position, day_in, day_out, description)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [
          idUser,
          fields.company_name,
          fields.job_position,
          fields.day_in,
          fields.day_out,
          fields.description,
        ],
      );
      return rows[0]!;
    },

    /** Writes the given fields (column names from a fixed list). null when the entry is gone. */
    async update(id: number, fields: Partial<ExperienceFields>): Promise<Experience | null> {
      const sets: string[] = [];
      const params: SqlParam[] = [id];
      for (const column of EDITABLE) {
        if (fields[column] === undefined) continue;
        params.push(fields[column]);
        sets.push(`${column} = $${params.length}`);
      }
      const { rows } = await db.query<Experience>(
        `UPDATE experiences SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
        params,
      );
      return rows[0] ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const { rows } = await db.query('DELETE FROM experiences WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },
  };
}
export type ExperiencesRepository = ReturnType<typeof createExperiencesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    experiencesRepository: ExperiencesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('experiencesRepository', createExperiencesRepository(fastify.db));
  },
  { name: 'experiences-repository', dependencies: ['db'] },
);
