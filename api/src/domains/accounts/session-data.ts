// Session rows (SQL only): only the SHA-256 of the cookie token is stored. The rules are in
// sessions.ts; plugins/app/session-manager.ts puts them on requests.
import type { Db } from '../../db/db.js';
import type { Role } from '../../schemas/common.js';
import type { ReadGenerations } from '../reads/read-generations.js';
import { coalescedLookups } from '../../lib/coalesced-lookups.js';

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
  token_hash: string;
  read_company: string;
  read_job: string;
  read_skill: string;
  read_today: string;
  read_catalog: string;
}

/** The live sessions among `tokenHashes`, with the read generations, in one statement. */
async function findSessions(db: Db, tokenHashes: string[]): Promise<Map<string, SessionLookup>> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.token_hash, a.id, a.role, a.email, r.company_generation::text AS read_company,
            r.job_generation::text AS read_job, r.skill_generation::text AS read_skill,
            current_date::text AS read_today, g.catalog_generation::text AS read_catalog
       FROM sessions s JOIN accounts a ON a.id = s.account_id
       JOIN read_state r ON r.id = 1 JOIN search_state g ON g.id = 1
      WHERE s.token_hash = ANY($1::text[]) AND s.expires_at > now()`,
    [tokenHashes],
    'session_accounts_reads',
  );
  const found = new Map<string, SessionLookup>();
  for (const row of rows) {
    found.set(row.token_hash, {
      account: { id: row.id, role: row.role, email: row.email },
      reads: {
        company: row.read_company,
        job: row.read_job,
        skill: row.read_skill,
        today: row.read_today,
        catalog: row.read_catalog,
      },
    });
  }
  return found;
}

export function createSessionData(db: Db) {
  const lookUpSessions = coalescedLookups((tokenHashes: string[]) => findSessions(db, tokenHashes));
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
     * session cookie asks it. The sessions asked while one lookup is out go together in the next
     * (lib/coalesced-lookups.ts: never answered by a statement begun before they were asked), so
     * under load one round trip serves many requests. The statement is prepared once per
     * connection. The read generations (one row) come along: a logged-in request to a remembered
     * read (domains/reads) then needs no statement of its own to check its answer is current.
     */
    async findAccount(tokenHash: string): Promise<SessionLookup | null> {
      const found = await lookUpSessions(tokenHash);
      // Requests of one browser may share a lookup: each gets its own account object.
      return found && { account: { ...found.account }, reads: found.reads };
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
