// Live events for connected clients (`fastify.liveEvents`). Writers store one `events` row per
// recipient inside their transaction (see `insertEvents`) and publish the rows after commit.
// - PostgreSQL: publishing is a NOTIFY on `peworld_events`; every API process LISTENs and hands
//   the rows to its own subscribers, so N processes on one database reach every client.
// - PGlite: one process owns the database; rows go straight to local subscribers.
// A stream that reconnects asks for `backlog(account, lastEventId)`: the rows are the history.
import fp from 'fastify-plugin';
import type { Db, SqlParam } from '../../db/db.js';

export const EVENTS_CHANNEL = 'peworld_events';
/** NOTIFY payloads are limited to 8000 bytes; larger batches send ids and listeners fetch. */
const INLINE_PAYLOAD_MAX = 7000;
/** Events are kept this long for streams that resume. */
const EVENT_RETENTION = '2 days';
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const BACKLOG_MAX = 1000;

export interface LiveEvent {
  id: number;
  account_id: number;
  type: string;
  data: unknown;
}

export interface NewEvent {
  account_id: number;
  type: string;
  data: unknown;
}

export type EventListener = (event: LiveEvent) => void;

export interface LiveEvents {
  /** Hands committed event rows to every subscriber of their accounts, in every process. */
  publish(events: readonly LiveEvent[]): Promise<void>;
  /** Listens to one account's events; answers the unsubscribe function. */
  subscribe(accountId: number, listener: EventListener, onResync?: () => void): () => void;
  /** Events of the account after `afterId` (oldest first). */
  backlog(accountId: number, afterId: number): Promise<LiveEvent[]>;
  /** The account's newest event id (0 when none): where a fresh stream starts. */
  lastId(accountId: number): Promise<number>;
  /** Open subscriptions in this process (tests, benchmarks). */
  subscriberCount(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

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

interface Subscription {
  listener: EventListener;
  onResync?: () => void;
}

export function createLiveEvents(db: Db) {
  const byAccount = new Map<number, Set<Subscription>>();
  let count = 0;

  function dispatch(events: readonly LiveEvent[]): void {
    for (const event of events) {
      const subscribers = byAccount.get(Number(event.account_id));
      if (!subscribers) continue;
      for (const subscription of subscribers) subscription.listener(event);
    }
  }

  async function fetchByIds(ids: number[]): Promise<LiveEvent[]> {
    const { rows } = await db.query<LiveEvent>(
      'SELECT id, account_id, type, data FROM events WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    );
    return rows;
  }

  const hub: LiveEvents & {
    /** Rows arriving from NOTIFY (this process's and others'). */
    receive(payload: string): void;
    /** After a lost LISTEN connection: every subscriber catches up from its history. */
    resyncAll(): void;
  } = {
    async publish(events) {
      if (events.length === 0) return;
      if (!db.listen) {
        dispatch(events);
        return;
      }
      const interested = events.filter((e) => e.account_id > 0);
      const inline = JSON.stringify({ events: interested });
      const payload =
        inline.length <= INLINE_PAYLOAD_MAX
          ? inline
          : JSON.stringify({ ids: interested.map((e) => e.id) });
      await db.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
    },
    receive(payload) {
      let parsed: { events?: LiveEvent[]; ids?: number[] };
      try {
        parsed = JSON.parse(payload) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.events) dispatch(parsed.events);
      else if (parsed.ids) {
        const wanted = parsed.ids;
        void fetchByIds(wanted).then(dispatch, () => undefined);
      }
    },
    resyncAll() {
      for (const subscribers of byAccount.values())
        for (const subscription of subscribers) subscription.onResync?.();
    },
    subscribe(accountId, listener, onResync) {
      const subscription: Subscription = { listener, ...(onResync ? { onResync } : {}) };
      let set = byAccount.get(accountId);
      if (!set) byAccount.set(accountId, (set = new Set()));
      set.add(subscription);
      count += 1;
      return () => {
        if (!set.delete(subscription)) return;
        count -= 1;
        if (set.size === 0) byAccount.delete(accountId);
      };
    },
    async backlog(accountId, afterId) {
      const { rows } = await db.query<LiveEvent>(
        `SELECT id, account_id, type, data FROM events WHERE account_id = $1 AND id > $2
         ORDER BY id LIMIT ${BACKLOG_MAX}`,
        [accountId, afterId],
        'events_backlog',
      );
      return rows;
    },
    async lastId(accountId) {
      const { rows } = await db.query<{ id: number | null }>(
        'SELECT max(id) AS id FROM events WHERE account_id = $1',
        [accountId],
        'events_last_id',
      );
      return Number(rows[0]?.id ?? 0);
    },
    subscriberCount: () => count,
  };
  return hub;
}

export default fp(
  async (fastify) => {
    const hub = createLiveEvents(fastify.db);
    if (fastify.db.listen) {
      const unlisten = await fastify.db.listen(EVENTS_CHANNEL, {
        onPayload: (payload) => hub.receive(payload),
        onReconnect: () => hub.resyncAll(),
      });
      fastify.addHook('onClose', async () => unlisten());
    }
    const sweep = setInterval(() => {
      fastify.db
        .query(`DELETE FROM events WHERE created_at < now() - interval '${EVENT_RETENTION}'`)
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'event sweep failed'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
    fastify.decorate('liveEvents', hub);
  },
  { name: 'live-events', dependencies: ['db'] },
);
