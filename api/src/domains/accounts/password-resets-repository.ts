// Single-use password reset tokens, stored as SHA-256 hashes.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';

export type ResetTokenState =
  | { state: 'valid'; accountId: number }
  | { state: 'unknown' }
  | { state: 'used' }
  | { state: 'expired' };

export function createPasswordResetsRepository(db: Db) {
  return {
    async create(tokenHash: string, accountId: number, ttlMinutes: number): Promise<void> {
      await db.query(
        `INSERT INTO password_resets (token_hash, account_id, expires_at)
         VALUES ($1, $2, now() + $3::float8 * interval '1 minute')`,
        [tokenHash, accountId, ttlMinutes],
      );
    },

    /** Locks the token row for the rest of the transaction and says whether it can be used. */
    async lock(tokenHash: string, tx: Db): Promise<ResetTokenState> {
      const { rows } = await tx.query<{ account_id: number; used: boolean; expired: boolean }>(
        `SELECT account_id, used_at IS NOT NULL AS used, expires_at <= now() AS expired
           FROM password_resets WHERE token_hash = $1 FOR UPDATE`,
        [tokenHash],
      );
      const row = rows[0];
      if (!row) return { state: 'unknown' };
      if (row.used) return { state: 'used' };
      if (row.expired) return { state: 'expired' };
      return { state: 'valid', accountId: row.account_id };
    },

    /** Marks this token and every other open token of the account as used. */
    async consumeAll(accountId: number, tx: Db): Promise<void> {
      await tx.query(
        'UPDATE password_resets SET used_at = now() WHERE account_id = $1 AND used_at IS NULL',
        [accountId],
      );
    },
  };
}
export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetsRepository: PasswordResetsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('passwordResetsRepository', createPasswordResetsRepository(fastify.db));
  },
  { name: 'password-resets-repository', dependencies: ['db'] },
);
