// Session rows (SQL only): only the SHA-256 of the cookie token is stored. The rules are in
// sessions.ts; plugins/app/session-manager.ts puts them on requests.
import type { Db } from '../../db/db.js';
import type { Role } from '../../schemas/common.js';
import type { ReadGenerations } from '../reads/read-generations.js';

export interface SessionAccount {
  id: number;
  role: Role;
  email: string;
}

/** A live session's account, and the read generations (migration 107) as of the lookup. */
export interface SessionLookup {
  account: SessionAccount;
  reads: ReadGenerations;
}

interface SessionRow extends SessionAccount {
  read_company: string;
  read_job: string;
  read_skill: string;
  read_today: string;
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
     * The read generations (one row) come along: a logged-in request to a remembered read
     * (domains/reads) then needs no statement of its own to check its answer is current.
     */
    async findAccount(tokenHash: string): Promise<SessionLookup | null> {
      const { rows } = await db.query<SessionRow>(
        `SELECT a.id, a.role, a.email, r.company_generation::text AS read_company,
                r.job_generation::text AS read_job, r.skill_generation::text AS read_skill,
                current_date::text AS read_today
           FROM sessions s JOIN accounts a ON a.id = s.account_id
           JOIN read_state r ON r.id = 1
          WHERE s.token_hash = $1 AND s.expires_at > now()`,
        [tokenHash],
        'session_account_reads',
      );
      const row = rows[0];
      if (!row) return null;
      return {
        account: { id: row.id, role: row.role, email: row.email },
        reads: {
          company: row.read_company,
          job: row.read_job,
          skill: row.read_skill,
          today: row.read_today,
        },
      };
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
