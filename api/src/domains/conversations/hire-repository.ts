// Hire requests as rows (GET /api/hire). Creating one and its lifecycle go through the
// conversations service: a request is a message of the pair's conversation.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { HireStatus } from '../../schemas/conversation.js';
import type { HireRequest } from '../../schemas/hire.js';

/** GET /api/hire answers at most this many, newest first. */
export const HIRE_LIST_MAX = 500;

const SELECT = `SELECT h.id, h.subject, h.message, h.id_company, h.id_user, c.name_company, t.full_name, h.created_at,
       h.status, h.decline_reason, h.conversation_id
  FROM hire_requests h
  JOIN companies c ON c.id_company = h.id_company
  JOIN talents t ON t.id_user = h.id_user`;

/** Optional narrowing of a list: one talent, one status. */
export interface HireListFilter {
  id_user?: number | undefined;
  status?: HireStatus | undefined;
}

export function createHireRepository(db: Db) {
  /** The viewer's side (`owner` is a fixed column name, never input), newest first. */
  async function list(
    owner: 'h.id_user' | 'h.id_company',
    ownerId: number,
    filter: HireListFilter,
  ): Promise<HireRequest[]> {
    const { rows } = await db.query<HireRequest>(
      `${SELECT} WHERE ${owner} = $1
         AND ($2::int IS NULL OR h.id_user = $2)
         AND ($3::text IS NULL OR h.status = $3)
       ORDER BY h.created_at DESC, h.id DESC LIMIT ${HIRE_LIST_MAX}`,
      [ownerId, filter.id_user ?? null, filter.status ?? null],
    );
    return rows;
  }

  return {
    async get(id: number): Promise<HireRequest | null> {
      const { rows } = await db.query<HireRequest>(`${SELECT} WHERE h.id = $1`, [id]);
      return rows[0] ?? null;
    },

    async listForTalent(idUser: number, filter: HireListFilter = {}): Promise<HireRequest[]> {
      return list('h.id_user', idUser, filter);
    },

    async listForCompany(idCompany: number, filter: HireListFilter = {}): Promise<HireRequest[]> {
      return list('h.id_company', idCompany, filter);
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
