// Live events for connected clients (`fastify.liveEvents`). Writers store one `events` row per
// recipient inside their transaction (see `insertEvents`) and publish the rows after commit.
// - REDIS_URL set: publishing is a PUBLISH on `peworld_events`; every API process SUBSCRIBEs
//   and hands the rows to its own subscribers (NOTIFY stays the fallback while Redis is away,
//   so PostgreSQL's LISTEN keeps running too; a stream skips an id it already sent).
// - PostgreSQL: publishing is a NOTIFY on `peworld_events`; every API process LISTENs and hands
//   the rows to its own subscribers, so N processes on one database reach every client.
// - PGlite: one process owns the database; rows go straight to local subscribers.
// A stream that reconnects asks for `backlog(account, lastEventId)`: the rows are the history.
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Db, SqlParam } from '../../db/db.js';

export const EVENTS_CHANNEL = 'peworld_events';
/** NOTIFY payloads are limited to 8000 bytes; larger batches send ids and listeners fetch. */
const INLINE_PAYLOAD_MAX = 7000;
/** Events are kept this long for streams that resume. */
const EVENT_RETENTION = '2 days';
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const BACKLOG_MAX = 1000;
/** How long start-up waits for the Redis SUBSCRIBE before going on (Redis may be away). */
const SUBSCRIBE_WAIT_MS = 2000;

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

/** Another way to reach every process than NOTIFY (Redis pub/sub); throws when it cannot. */
export type SharedPublish = (payload: string) => Promise<void>;

export function createLiveEvents(
  db: Db,
  options: { sharedPublish?: SharedPublish; onSharedFailure?: (error: unknown) => void } = {},
) {
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
      const interested = events.filter((e) => e.account_id > 0);
      if (options.sharedPublish) {
        try {
          await options.sharedPublish(JSON.stringify({ events: interested }));
          return;
        } catch (error) {
          options.onSharedFailure?.(error);
        }
      }
      if (!db.listen) {
        dispatch(events);
        return;
      }
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

/** The Redis channel of this database's events (see migration 041-event-bus). */
export async function redisChannel(db: Db, prefix = 'peworld:'): Promise<string> {
  const { rows } = await db.query<{ channel_key: string }>('SELECT channel_key FROM event_bus');
  return `${prefix}events:${rows[0]!.channel_key}`;
}

/** Redis pub/sub for events: one connection publishes, one subscribes (a subscriber can't publish). */
async function redisBus(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResync: () => void,
) {
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
  const publisher = new Redis(url, options);
  // The subscriber queues its SUBSCRIBE until connected and re-subscribes after reconnecting.
  // The subscriber retries for as long as it takes; start-up waits for it only briefly.
  const subscriber = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  // Errors while Redis is away are expected: publishing falls back to NOTIFY meanwhile.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel: string, payload: string) => onPayload(payload));
  let readyOnce = false;
  subscriber.on('ready', () => {
    // (Re)subscribe on every connection, also when Redis was away at start-up; after a lost
    // connection, whatever was published meanwhile is caught up from history.
    if (readyOnce) {
      void subscriber.subscribe(channel).catch(() => undefined);
      onResync();
    }
    readyOnce = true;
  });
  // Subscribed before the API takes requests (when Redis answers within the time-out).
  await Promise.race([
    subscriber.subscribe(channel).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
  ]);
  return {
    publish: async (payload: string) => {
      if (publisher.status !== 'ready') throw new Error(`Redis connection ${publisher.status}`);
      await publisher.publish(channel, payload);
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

export default fp(
  async (fastify) => {
    let receive: (payload: string) => void = () => undefined;
    let resync: () => void = () => undefined;
    const bus = fastify.config.redisUrl
      ? await redisBus(
          fastify.config.redisUrl,
          await redisChannel(fastify.db, fastify.config.redisPrefix),
          (payload) => receive(payload),
          () => resync(),
        )
      : null;
    if (bus) fastify.addHook('onClose', bus.close);
    let warned = false;
    const hub = createLiveEvents(fastify.db, {
      ...(bus ? { sharedPublish: bus.publish } : {}),
      onSharedFailure: (error) => {
        if (warned) return;
        warned = true;
        fastify.log.warn({ err: error }, 'Redis unreachable: live events go through NOTIFY');
      },
    });
    receive = (payload) => hub.receive(payload);
    resync = () => hub.resyncAll();
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
