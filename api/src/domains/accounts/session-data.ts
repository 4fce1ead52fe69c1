// Session rows (SQL only): only the SHA-256 of the cookie token is stored. The rules are in
// sessions.ts; plugins/app/session-manager.ts puts them on requests.
import type { Db } from '../../db/db.js';
import type { Role } from '../../schemas/common.js';

export interface SessionAccount {
  id: number;
  role: Role;
  email: string;
}

export function createSessionData(db: Db) {
  return {
    async create(
      tokenHash: string,
      accountId: number,
      ttlHours: number,
      tx: Db = db,
    ): Promise<Date> {
      const { rows } = await tx.query<{ expires_at: Date }>(
        `INSERT INTO sessions (token_hash, account_id, expires_at)
         VALUES ($1, $2, now() + $3::float8 * interval '1 hour')
         RETURNING expires_at`,
        [tokenHash, accountId, ttlHours],
      );
      return new Date(rows[0]!.expires_at);
    },

    /**
     * The account behind a live session, or null when unknown or expired. Every request with a
     * session cookie runs it: prepared once per connection, not parsed and planned each time.
     */
    async findAccount(tokenHash: string): Promise<SessionAccount | null> {
      const { rows } = await db.query<SessionAccount>(
        `SELECT a.id, a.role, a.email
           FROM sessions s JOIN accounts a ON a.id = s.account_id
          WHERE s.token_hash = $1 AND s.expires_at > now()`,
        [tokenHash],
        'session_account',
      );
      return rows[0] ?? null;
    },

    async delete(tokenHash: string, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },

    /** Revokes every session of an account, except `keepTokenHash` when given. */
    async deleteForAccount(
      accountId: number,
      keepTokenHash: string | null = null,
      tx: Db = db,
    ): Promise<number> {
      const { rows } = await tx.query<{ token_hash: string }>(
        `DELETE FROM sessions WHERE account_id = $1 AND ($2::text IS NULL OR token_hash <> $2) RETURNING token_hash`,
        [accountId, keepTokenHash],
      );
      return rows.length;
    },

    async deleteExpired(): Promise<number> {
      const { rows } = await db.query<{ token_hash: string }>(
        'DELETE FROM sessions WHERE expires_at <= now() RETURNING token_hash',
      );
      return rows.length;
    },
  };
}
export type SessionData = ReturnType<typeof createSessionData>;
