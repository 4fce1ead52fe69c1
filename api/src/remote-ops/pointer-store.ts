// The remote pointers, previews and their history in the database every instance shares.
// A change is a compare-and-set: the row is read, the command computed from it, and written only
// if its revision is still the one read (otherwise read again and recompute), so two deploys at
// the same moment never lose each other's change.
import type { Db } from '../db/db.js';
import {
  applyCommand,
  type CommandOutcome,
  type PointerCommand,
  type PointerRow,
} from './pointer-commands.js';
import type { RemoteTarget } from './targets.js';

export interface PreviewRow {
  tokenHash: string;
  remote: string;
  target: RemoteTarget;
  createdBy: string;
  expiresAt: string;
}

export type HistoryAction = PointerCommand['action'] | 'preview' | 'auto-rollback';

export interface HistoryEntry {
  id: number;
  remote: string;
  action: HistoryAction;
  from: RemoteTarget | null;
  to: RemoteTarget | null;
  canaryPercent: number | null;
  actor: string;
  note: string;
  at: string;
}

/** The pointer changed between the read and the write more often than retries allow, or the
 * caller's expected revision is not the current one (409 over HTTP). */
export class PointerConflict extends Error {
  constructor(
    message: string,
    readonly currentRevision: number,
  ) {
    super(message);
    this.name = 'PointerConflict';
  }
}

const CAS_ATTEMPTS = 5;

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

interface PointerDbRow {
  remote: string;
  stable: string | null;
  previous_stable: string | null;
  canary: string | null;
  canary_percent: number;
  revision: number;
  updated_at: Date | string | null;
  updated_by: string;
}

const POINTER_COLUMNS =
  'remote, stable, previous_stable, canary, canary_percent, revision, updated_at, updated_by';

function toPointer(row: PointerDbRow): PointerRow {
  return {
    remote: row.remote,
    stable: row.stable,
    previousStable: row.previous_stable,
    canary: row.canary,
    canaryPercent: Number(row.canary_percent),
    revision: Number(row.revision),
    updatedAt: row.updated_at === null ? null : iso(row.updated_at),
    updatedBy: row.updated_by,
  };
}

export async function readPointers(db: Db): Promise<PointerRow[]> {
  const { rows } = await db.query<PointerDbRow>(
    `SELECT ${POINTER_COLUMNS} FROM remote_pointers ORDER BY remote`,
  );
  return rows.map(toPointer);
}

export async function readActivePreviews(db: Db): Promise<PreviewRow[]> {
  const { rows } = await db.query<{
    token_hash: string;
    remote: string;
    target: string;
    created_by: string;
    expires_at: Date | string;
  }>(
    `SELECT token_hash, remote, target, created_by, expires_at FROM remote_previews
     WHERE expires_at > now() ORDER BY created_at`,
  );
  return rows.map((row) => ({
    tokenHash: row.token_hash,
    remote: row.remote,
    target: row.target,
    createdBy: row.created_by,
    expiresAt: iso(row.expires_at),
  }));
}

async function insertHistory(
  tx: Db,
  entry: Omit<HistoryEntry, 'id' | 'at'>,
): Promise<HistoryEntry> {
  const { rows } = await tx.query<{ id: number; created_at: Date | string }>(
    `INSERT INTO remote_pointer_history (remote, action, from_target, to_target, canary_percent, actor, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, created_at`,
    [
      entry.remote,
      entry.action,
      entry.from,
      entry.to,
      entry.canaryPercent,
      entry.actor,
      entry.note,
    ],
  );
  return { ...entry, id: Number(rows[0]!.id), at: iso(rows[0]!.created_at) };
}

export interface ChangeRequest {
  remote: string;
  command: PointerCommand;
  /** What the remote serves without a stable pointer (see applyCommand). */
  fallback: RemoteTarget | null;
  actor: string;
  note: string;
  /** Write only if the pointer still has this revision (a CI pipeline that read it first). */
  expectedRevision?: number;
  /** 'auto-rollback' when the server itself rolls a failing canary back. */
  historyAction?: HistoryAction;
}

export interface ChangeResult {
  pointer: PointerRow;
  outcome: CommandOutcome;
  /** null when nothing changed. */
  history: HistoryEntry | null;
}

async function readPointer(db: Db, remote: string): Promise<PointerRow> {
  await db.query('INSERT INTO remote_pointers (remote) VALUES ($1) ON CONFLICT DO NOTHING', [
    remote,
  ]);
  const { rows } = await db.query<PointerDbRow>(
    `SELECT ${POINTER_COLUMNS} FROM remote_pointers WHERE remote = $1`,
    [remote],
  );
  return toPointer(rows[0]!);
}

/** Applies one command with compare-and-set (see the file comment). */
export async function changePointer(db: Db, request: ChangeRequest): Promise<ChangeResult> {
  for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
    const current = await readPointer(db, request.remote);
    if (request.expectedRevision !== undefined && current.revision !== request.expectedRevision)
      throw new PointerConflict(
        `${request.remote} changed since revision ${request.expectedRevision} (now ${current.revision}): read it again`,
        current.revision,
      );
    const outcome = applyCommand(current, request.command, request.fallback);
    if (!outcome.changed) return { pointer: current, outcome, history: null };
    const written = await db.transaction(async (tx) => {
      const { rows } = await tx.query<PointerDbRow>(
        `UPDATE remote_pointers
         SET stable = $3, previous_stable = $4, canary = $5, canary_percent = $6,
             revision = revision + 1, updated_at = now(), updated_by = $7
         WHERE remote = $1 AND revision = $2
         RETURNING ${POINTER_COLUMNS}`,
        [
          request.remote,
          current.revision,
          outcome.next.stable,
          outcome.next.previousStable,
          outcome.next.canary,
          outcome.next.canaryPercent,
          request.actor,
        ],
      );
      if (rows.length === 0) return null;
      const history = await insertHistory(tx, {
        remote: request.remote,
        action: request.historyAction ?? request.command.action,
        from: outcome.from,
        to: outcome.to,
        canaryPercent: outcome.canaryPercent,
        actor: request.actor,
        note: request.note,
      });
      return { pointer: toPointer(rows[0]!), outcome, history };
    });
    if (written) return written;
    // Someone else's change landed between our read and our write: recompute from theirs.
    if (request.expectedRevision !== undefined) break;
  }
  const now = await readPointer(db, request.remote);
  throw new PointerConflict(
    `${request.remote} kept changing while this change was applied: try again`,
    now.revision,
  );
}

export interface NewPreview {
  tokenHash: string;
  remote: string;
  target: RemoteTarget;
  /** What everyone else is served (for the history's "from"). */
  from: RemoteTarget | null;
  actor: string;
  note: string;
  hours: number;
}

export async function insertPreview(
  db: Db,
  preview: NewPreview,
): Promise<{ expiresAt: string; history: HistoryEntry }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ expires_at: Date | string }>(
      `INSERT INTO remote_previews (token_hash, remote, target, created_by, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING expires_at`,
      [preview.tokenHash, preview.remote, preview.target, preview.actor, preview.hours * 3600],
    );
    const history = await insertHistory(tx, {
      remote: preview.remote,
      action: 'preview',
      from: preview.from,
      to: preview.target,
      canaryPercent: null,
      actor: preview.actor,
      note: preview.note,
    });
    return { expiresAt: iso(rows[0]!.expires_at), history };
  });
}

export async function readHistory(
  db: Db,
  { remote, limit }: { remote?: string; limit: number },
): Promise<HistoryEntry[]> {
  const { rows } = await db.query<{
    id: number;
    remote: string;
    action: HistoryAction;
    from_target: string | null;
    to_target: string | null;
    canary_percent: number | null;
    actor: string;
    note: string;
    created_at: Date | string;
  }>(
    `SELECT id, remote, action, from_target, to_target, canary_percent, actor, note, created_at
     FROM remote_pointer_history WHERE ($1::text IS NULL OR remote = $1)
     ORDER BY id DESC LIMIT $2`,
    [remote ?? null, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    remote: row.remote,
    action: row.action,
    from: row.from_target,
    to: row.to_target,
    canaryPercent: row.canary_percent === null ? null : Number(row.canary_percent),
    actor: row.actor,
    note: row.note,
    at: iso(row.created_at),
  }));
}

/** Previews and failure details past their time (a background sweep; loads stay a day). */
export async function sweepExpired(db: Db): Promise<void> {
  await db.query(`DELETE FROM remote_previews WHERE expires_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM remote_failures WHERE created_at < now() - interval '2 days'`);
  await db.query(`DELETE FROM remote_load_stats WHERE minute < now() - interval '2 days'`);
}
