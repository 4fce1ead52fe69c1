// The events table (SQL only): one row per recipient, written inside the transaction of the
// change it reports, so a change and its event never disagree. The row ids are the ids a
// stream resumes after (Last-Event-ID); rows are kept EVENT_RETENTION for that.
import type { Db, SqlParam } from '../../../db/db.js';
import type { LiveEvent, NewEvent } from './live-events.js';

/** Events are kept this long for streams that resume. */
const EVENT_RETENTION = '2 days';
const BACKLOG_MAX = 1000;

/** Stores events inside the caller's transaction; publish the answer after commit. */
export async function insertEvents(tx: Db, events: readonly NewEvent[]): Promise<LiveEvent[]> {
  if (events.length === 0) return [];
  const params: SqlParam[] = [];
  const values = events.map((event, i) => {
    params.push(event.account_id, event.type, JSON.stringify(event.data));
    return `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}::jsonb)`;
  });
  const { rows } = await tx.query<LiveEvent>(
    `INSERT INTO events (account_id, type, data) VALUES ${values.join(', ')}
     RETURNING id, account_id, type, data`,
    params,
  );
  return rows;
}

/** The rows of these ids, oldest first (a NOTIFY too large to carry them sends ids). */
export async function eventsByIds(db: Db, ids: number[]): Promise<LiveEvent[]> {
  const { rows } = await db.query<LiveEvent>(
    'SELECT id, account_id, type, data FROM events WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  return rows;
}

/** Events of the account after `afterId`, oldest first. */
export async function eventBacklog(
  db: Db,
  accountId: number,
  afterId: number,
): Promise<LiveEvent[]> {
  const { rows } = await db.query<LiveEvent>(
    `SELECT id, account_id, type, data FROM events WHERE account_id = $1 AND id > $2
     ORDER BY id LIMIT ${BACKLOG_MAX}`,
    [accountId, afterId],
    'events_backlog',
  );
  return rows;
}

/** The account's newest event id (0 when none). */
export async function lastEventId(db: Db, accountId: number): Promise<number> {
  const { rows } = await db.query<{ id: number | null }>(
    'SELECT max(id) AS id FROM events WHERE account_id = $1',
    [accountId],
    'events_last_id',
  );
  return Number(rows[0]?.id ?? 0);
}

/** Deletes events older than the retention. */
export async function sweepOldEvents(db: Db): Promise<void> {
  await db.query(`DELETE FROM events WHERE created_at < now() - interval '${EVENT_RETENTION}'`);
}

/** The Redis channel of this database's events (see migration 041-event-bus). */
export async function redisChannel(db: Db, prefix = 'peworld:'): Promise<string> {
  const { rows } = await db.query<{ channel_key: string }>('SELECT channel_key FROM event_bus');
  return `${prefix}events:${rows[0]!.channel_key}`;
}
