// Hire requests: a recruiter's company writes to a talent.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { HireRequest } from '../../schemas/hire.js';

/** GET /api/hire answers at most this many, newest first. */
export const HIRE_LIST_MAX = 500;

const SELECT = `SELECT h.id, h.subject, h.message, h.id_company, h.id_user, c.name_company, t.full_name, h.created_at
  FROM hire_requests h
  JOIN companies c ON c.id_company = h.id_company
  JOIN talents t ON t.id_user = h.id_user`;

export function createHireRepository(db: Db) {
  return {
    /** null when id_user is not a talent. */
    async create(input: {
      id_company: number;
      id_user: number;
      subject: string;
      message: string;
    }): Promise<HireRequest | null> {
      const { rows } = await db.query<HireRequest>(
        `WITH h AS (
           INSERT INTO hire_requests (id_company, id_user, subject, message)
           SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM talents WHERE id_user = $2)
           RETURNING *
         )
         SELECT h.id, h.subject, h.message, h.id_company, h.id_user, c.name_company, t.full_name, h.created_at
           FROM h JOIN companies c ON c.id_company = h.id_company JOIN talents t ON t.id_user = h.id_user`,
        [input.id_company, input.id_user, input.subject, input.message],
      );
      return rows[0] ?? null;
    },

    async listForTalent(idUser: number): Promise<HireRequest[]> {
      const { rows } = await db.query<HireRequest>(
        `${SELECT} WHERE h.id_user = $1 ORDER BY h.created_at DESC, h.id DESC LIMIT ${HIRE_LIST_MAX}`,
        [idUser],
      );
      return rows;
    },

    async listForCompany(idCompany: number): Promise<HireRequest[]> {
      const { rows } = await db.query<HireRequest>(
        `${SELECT} WHERE h.id_company = $1 ORDER BY h.created_at DESC, h.id DESC LIMIT ${HIRE_LIST_MAX}`,
        [idCompany],
      );
      return rows;
    },
  };
}
export type HireRepository = ReturnType<typeof createHireRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    hireRepository: HireRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('hireRepository', createHireRepository(fastify.db));
  },
  { name: 'hire-repository', dependencies: ['db'] },
);
