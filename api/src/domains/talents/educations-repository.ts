// Education entries of talents; end_year null means still studying.
import fp from 'fastify-plugin';
import type { Db, SqlParam } from '../../db/db.js';
import type { Education } from '../../schemas/education.js';
import { UNFILTERED_LIST_LIMIT } from './skills-repository.js';

export interface EducationFields {
  school: string;
  degree: string;
  field_of_study: string | null;
  start_year: number;
  end_year: number | null;
}

const COLUMNS = 'id, id_user, school, degree, field_of_study, start_year, end_year';
/** Still studying first, then the most recent; `alias` is the table alias with its dot ('d.'). */
export const educationOrder = (alias = '') =>
  `(${alias}end_year IS NULL) DESC, ${alias}end_year DESC, ${alias}start_year DESC, ${alias}id DESC`;
const EDITABLE = ['school', 'degree', 'field_of_study', 'start_year', 'end_year'] as const;

export function createEducationsRepository(db: Db) {
  return {
    async list(idUser: number | undefined): Promise<Education[]> {
      const { rows } =
        idUser === undefined
          ? await db.query<Education>(
              `SELECT ${COLUMNS} FROM educations ORDER BY id DESC LIMIT $1`,
              [UNFILTERED_LIST_LIMIT],
            )
          : await db.query<Education>(
              `SELECT ${COLUMNS} FROM educations WHERE id_user = $1 ORDER BY ${educationOrder()}`,
              [idUser],
            );
      return rows;
    },

    async find(id: number): Promise<Education | null> {
      const { rows } = await db.query<Education>(
        `SELECT ${COLUMNS} FROM educations WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async create(idUser: number, fields: EducationFields): Promise<Education> {
      const { rows } = await db.query<Education>(
        `INSERT INTO educations (id_user, school, degree, field_of_study, start_year, end_year)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [
          idUser,
          fields.school,
          fields.degree,
          fields.field_of_study,
          fields.start_year,
          fields.end_year,
        ],
      );
      return rows[0]!;
    },

    /** Writes the given fields (column names from a fixed list). null when the entry is gone. */
    async update(id: number, fields: Partial<EducationFields>): Promise<Education | null> {
      const sets: string[] = [];
      const params: SqlParam[] = [id];
      for (const column of EDITABLE) {
        if (fields[column] === undefined) continue;
        params.push(fields[column]);
        sets.push(`${column} = $${params.length}`);
      }
      const { rows } = await db.query<Education>(
        `UPDATE educations SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
        params,
      );
      return rows[0] ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const { rows } = await db.query('DELETE FROM educations WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },
  };
}
export type EducationsRepository = ReturnType<typeof createEducationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    educationsRepository: EducationsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('educationsRepository', createEducationsRepository(fastify.db));
  },
  { name: 'educations-repository', dependencies: ['db'] },
);
