// Live events for connected clients: who listens to which account (or broadcast topic) in
// this process, and how a committed event reaches every process.
// - REDIS_URL set: publishing is a PUBLISH on `peworld_events`; every API process SUBSCRIBEs
//   and hands the rows to its own subscribers (NOTIFY stays the fallback while Redis is away,
//   so PostgreSQL's LISTEN keeps running too; a stream skips an id it already sent).
// - PostgreSQL: publishing is a NOTIFY on `peworld_events`; every API process LISTENs and hands
//   the rows to its own subscribers, so N processes on one database reach every client.
// - PGlite: one process owns the database; rows go straight to local subscribers.
// A stream that reconnects asks for `backlog(account, lastEventId)`: the rows are the history.
// plugins/app/live-events.ts wires it to Fastify (LISTEN, Redis, sweeping old rows).
import type { Db } from '../../../db/db.js';
import { eventBacklog, eventsByIds, lastEventId } from './event-log.js';

export const EVENTS_CHANNEL = 'peworld_events';
/** NOTIFY payloads are limited to 8000 bytes; larger batches send ids and listeners fetch. */
const INLINE_PAYLOAD_MAX = 7000;

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

/** A message for every API process, not for one account (e.g. "the remote pointers changed"). */
export type BroadcastListener = (data: unknown) => void;

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
  /** Whether the account has an open stream in this process (a tab open: not away). */
  listening(accountId: number): boolean;
  /** Hands `data` to every `onBroadcast(topic)` listener, in every process (not stored). */
  broadcast(topic: string, data: unknown): Promise<void>;
  /**
   * Listens to a topic in this process; `onResync` runs after the bus lost messages (a
   * reconnected LISTEN or Redis subscriber), so a listener can re-read what it caches.
   */
  onBroadcast(topic: string, listener: BroadcastListener, onResync?: () => void): () => void;
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
  const byTopic = new Map<string, Set<{ listener: BroadcastListener; onResync?: () => void }>>();
  let count = 0;

  function dispatch(events: readonly LiveEvent[]): void {
    for (const event of events) {
      const subscribers = byAccount.get(Number(event.account_id));
      if (!subscribers) continue;
      for (const subscription of subscribers) subscription.listener(event);
    }
  }

  function dispatchBroadcast(topic: string, data: unknown): void {
    for (const subscription of byTopic.get(topic) ?? []) subscription.listener(data);
  }

  /**
   * Through Redis when configured (NOTIFY while it is away), else NOTIFY, else (PGlite: one
   * process) in place. NOTIFY payloads are limited, so they may differ from Redis's.
   */
  async function send(
    payload: string,
    notifyPayload: () => string,
    deliverHere: () => void,
  ): Promise<void> {
    if (options.sharedPublish) {
      try {
        await options.sharedPublish(payload);
        return;
      } catch (error) {
        options.onSharedFailure?.(error);
      }
    }
    if (!db.listen) {
      deliverHere();
      return;
    }
    await db.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, notifyPayload()]);
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
      const inline = JSON.stringify({ events: interested });
      await send(
        inline,
        () =>
          inline.length <= INLINE_PAYLOAD_MAX
            ? inline
            : JSON.stringify({ ids: interested.map((e) => e.id) }),
        () => dispatch(events),
      );
    },
    async broadcast(topic, data) {
      const payload = JSON.stringify({ broadcast: { topic, data } });
      await send(
        payload,
        () => payload,
        () => dispatchBroadcast(topic, data),
      );
    },
    onBroadcast(topic, listener, onResync) {
      const subscription = { listener, ...(onResync ? { onResync } : {}) };
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(subscription);
      return () => {
        set.delete(subscription);
      };
    },
    receive(payload) {
      let parsed: {
        events?: LiveEvent[];
        ids?: number[];
        broadcast?: { topic?: unknown; data?: unknown };
      };
      try {
        parsed = JSON.parse(payload) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.broadcast && typeof parsed.broadcast.topic === 'string')
        dispatchBroadcast(parsed.broadcast.topic, parsed.broadcast.data);
      else if (parsed.events) dispatch(parsed.events);
      else if (parsed.ids) {
        const wanted = parsed.ids;
        void eventsByIds(db, wanted).then(dispatch, () => undefined);
      }
    },
    resyncAll() {
      for (const subscribers of byAccount.values())
        for (const subscription of subscribers) subscription.onResync?.();
      for (const subscribers of byTopic.values())
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
    backlog: (accountId, afterId) => eventBacklog(db, accountId, afterId),
    lastId: (accountId) => lastEventId(db, accountId),
    subscriberCount: () => count,
    listening: (accountId) => byAccount.has(Number(accountId)),
  };
  return hub;
}
