// Hire requests as rows (GET /api/hire). Creating one and its lifecycle go through the
// conversations service: a request is a message of the pair's conversation.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { HireRequest } from '../../schemas/hire.js';

/** GET /api/hire answers at most this many, newest first. */
export const HIRE_LIST_MAX = 500;

const SELECT = `SELECT h.id, h.subject, h.message, h.id_company, h.id_user, c.name_company, t.full_name, h.created_at,
       h.status, h.decline_reason, h.conversation_id
  FROM hire_requests h
  JOIN companies c ON c.id_company = h.id_company
  JOIN talents t ON t.id_user = h.id_user`;

export function createHireRepository(db: Db) {
  return {
    async get(id: number): Promise<HireRequest | null> {
      const { rows } = await db.query<HireRequest>(`${SELECT} WHERE h.id = $1`, [id]);
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
