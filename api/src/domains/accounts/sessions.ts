// Sessions of accounts: a random 32-byte token per login, of which the database keeps only the
// SHA-256; a session lasts SESSION_TTL_HOURS. One browser holds one session: starting a new one
// revokes the token it already carried. plugins/app/session-manager.ts carries tokens in cookies.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.js';
import type { SessionData, SessionLookup } from './session-data.js';

export type { SessionAccount, SessionLookup } from './session-data.js';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token when it has the shape of one this API hands out, else null (never looked up). */
export function wellFormedToken(token: string | undefined): string | null {
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

export function createSessions(data: SessionData, options: { ttlHours: number }) {
  return {
    /** A new session for the account, replacing `previousToken`'s; answers its token and end. */
    async start(
      accountId: number,
      previousToken: string | null,
    ): Promise<{ token: string; expires: Date }> {
      if (previousToken) await data.delete(hashToken(previousToken));
      const token = randomBytes(32).toString('base64url');
      const expires = await data.create(hashToken(token), accountId, options.ttlHours);
      return { token, expires };
    },

    async end(token: string): Promise<void> {
      await data.delete(hashToken(token));
    },

    /** The account of a live session (null: unknown or expired), with the read generations. */
    lookUp(token: string): Promise<SessionLookup | null> {
      return data.findAccount(hashToken(token));
    },

    /** Logs the account out everywhere but the session `keepTokenHash` (inside `tx`). */
    async endOthers(accountId: number, keepTokenHash: string | null, tx: Db): Promise<void> {
      await data.deleteForAccount(accountId, keepTokenHash, tx);
    },

    /** Expired sessions are refused on read already; this only keeps the table small. */
    sweepExpired: () => data.deleteExpired(),
  };
}
export type Sessions = ReturnType<typeof createSessions>;
