// The one place that knows which PostgreSQL engine runs: embedded PGlite (zero setup)
// or a PostgreSQL server through a pg Pool. Everything else talks to the `Db` interface.
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { asAvailabilityError, isDatabaseUnavailable } from './availability.js';
import { lockPglite, PgliteInUse } from './pglite-lock.js';

export type DbEngine = 'pglite' | 'postgres';
export type SqlParam = string | number | boolean | null | Date | string[] | number[] | Uint8Array;

export interface Db {
  /**
   * `statement`: optional name for a hot query with fixed SQL text; on a PostgreSQL server it is
   * prepared once per connection and its plan reused (PGlite ignores it). A name starting with
   * GENERIC_PLAN_PREFIX runs on connections that use the generic plan from the first run
   * (plan_cache_mode = force_generic_plan, jit off): for statements whose shape, not their values,
   * decides the plan, which would otherwise be planned five times per connection first.
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
    statement?: string,
  ): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside BEGIN/COMMIT; use only `tx` inside fn (PGlite has a single connection). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Runs fn while holding the PostgreSQL session advisory lock `key` (released afterwards, also
   * on error), so that of several instances starting at once only one does a one-time job and
   * the others wait and then find it done. On PGlite one process owns the database, so an
   * in-process queue is the whole lock. Not available inside a transaction.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Runs fn only if the lock `key` is free right now (pg_try_advisory_lock; on PGlite the
   * in-process queue): answers whether it ran. For background chores that one instance of
   * several should do at a time and the others may skip. Not available inside a transaction.
   */
  tryWithLock(key: number, fn: () => Promise<void>): Promise<boolean>;
  readonly engine: DbEngine;
  /**
   * Cross-process notifications (PostgreSQL LISTEN on a dedicated connection that reconnects
   * after drops; `onReconnect` runs after each reconnection so callers can catch up). Absent
   * on PGlite: one process owns the database, so callers deliver in-process.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  onReconnect?(): void;
}

const OID_INT8 = 20;
const OID_NUMERIC = 1700;
const OID_DATE = 1082;

// Same JS values on both engines: counts and ids as numbers, calendar dates as 'YYYY-MM-DD'.
const toNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

// ---------- PGlite ----------
const pgliteParsers = { [OID_INT8]: toNumber, [OID_NUMERIC]: toNumber, [OID_DATE]: keepText };

function wrapPgliteTx(tx: Transaction): Db {
  return {
    engine: 'pglite',
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      const result = await tx.query<T>(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction<T>(fn: (inner: Db) => Promise<T>) {
      // Already inside a transaction: run in the same one.
      return fn(wrapPgliteTx(tx));
    },
    withLock: () => Promise.reject(new Error('withLock inside a transaction')),
    tryWithLock: () => Promise.reject(new Error('tryWithLock inside a transaction')),
    close: async () => undefined,
  };
}

/** Serializes jobs per key within this process (the lock of a database only this process opens). */
function inProcessLocks(): Pick<Db, 'withLock' | 'tryWithLock'> {
  const tails = new Map<number, Promise<unknown>>();
  const withLock = <T>(key: number, fn: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
  return {
    withLock,
    async tryWithLock(key, fn) {
      if (tails.has(key)) return false;
      await withLock(key, fn);
      return true;
    },
  };
}

export function wrapPglite(instance: PGliteInterface): Db {
  return {
    engine: 'pglite',
    async query<T>(sql: string, params?: readonly SqlParam[]) {
      const result = await instance.query<T>(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await instance.exec(sql);
    },
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return instance.transaction((tx) => fn(wrapPgliteTx(tx)));
    },
    ...inProcessLocks(),
    close: () => instance.close(),
  };
}

/** dataDir undefined = in memory; loadDataDir = start from a dump (see dumpPglite). */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
): Promise<{ db: Db; instance: PGliteInterface }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const instance = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: pgliteParsers,
  });
  return { db: wrapPglite(instance), instance };
}

/** A gzip tarball of a PGlite database, to start others from it. */
export async function dumpPglite(instance: PGliteInterface): Promise<Blob> {
  return instance.dumpDataDir('gzip');
}

/** Copy of a PGlite database (fast fresh databases for tests). */
export async function clonePglite(
  instance: PGliteInterface,
): Promise<{ db: Db; instance: PGliteInterface }> {
  const copy = await instance.clone();
  return { db: wrapPglite(copy), instance: copy };
}

// ---------- PostgreSQL server ----------
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === OID_INT8 || oid === OID_NUMERIC) return toNumber;
    if (oid === OID_DATE) return keepText;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Runs a driver call; an availability failure becomes a DatabaseUnavailableError (503). */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAvailabilityError(error);
  }
}

function wrapClient(client: pg.PoolClient): Db {
  return {
    engine: 'postgres',
    async query<T>(sql: string, params?: readonly SqlParam[], statement?: string) {
      const result = await guarded(() =>
        client.query({
          name: statement,
          text: sql,
          values: params as unknown[] | undefined,
          types: pgTypes,
        }),
      );
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await guarded(() => client.query(sql));
    },
    transaction<T>(fn: (inner: Db) => Promise<T>) {
      return fn(wrapClient(client));
    },
    withLock: () => Promise.reject(new Error('withLock inside a transaction')),
    tryWithLock: () => Promise.reject(new Error('tryWithLock inside a transaction')),
    close: async () => undefined,
  };
}

const RECONNECT_DELAY_MS = 500;

/** LISTEN on its own client (a pooled one would be handed to queries); reconnects until closed. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch(schedule);
    }, RECONNECT_DELAY_MS);
  };
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onPayload(message.payload);
    });
    const dropped = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      schedule();
    };
    next.on('error', dropped);
    next.on('end', dropped);
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    if (isReconnect) handlers.onReconnect?.();
  };

  // The database may not be up yet (the API starts anyway): keep trying in the background and
  // report the first connection as a reconnection, so the caller catches up on what it missed.
  await connect(false).catch(schedule);
  return async () => {
    closed = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

export interface DbTimeouts {
  /** Longest wait for a pooled connection (or a new one) before the call fails. */
  connectTimeoutMs?: number;
  /**
   * Longest a statement may run on the server (statement_timeout); the client also gives up a
   * little later, for a server that no longer answers at all (a frozen database).
   */
  statementTimeoutMs?: number;
}

/** Extra client-side wait over statement_timeout before a silent server is given up on. */
const QUERY_TIMEOUT_MARGIN_MS = 2000;

/** Statement names with this prefix get a generic plan from their first run (see Db.query). */
export const GENERIC_PLAN_PREFIX = 'generic:';

export function openPostgres(connectionString: string, max = 10, timeouts: DbTimeouts = {}): Db {
  const { connectTimeoutMs, statementTimeoutMs } = timeouts;
  const config: pg.PoolConfig = {
    connectionString,
    max,
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    ...(statementTimeoutMs
      ? {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
        }
      : {}),
  };
  const pool = new pg.Pool(config);
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  // Connections for GENERIC_PLAN_PREFIX statements, opened on first use.
  let genericPool: pg.Pool | undefined;
  const poolFor = (statement: string | undefined): pg.Pool => {
    if (!statement?.startsWith(GENERIC_PLAN_PREFIX)) return pool;
    if (!genericPool) {
      // No JIT either: a generic plan's cost is an estimate for any value, and at 1M a shape whose
      // estimate passed jit_above_cost spent 80-120 ms compiling a statement that ran in 1 ms.
      genericPool = new pg.Pool({
        ...config,
        options: '-c plan_cache_mode=force_generic_plan -c jit=off',
      });
      genericPool.on('error', () => undefined);
    }
    return genericPool;
  };
  const connect = () => guarded(() => pool.connect());
  // A session lock lives on one connection: a client of its own for it while fn uses the pool,
  // without the statement time-outs (waiting for another instance's one-time job may rightly
  // take longer than any request).
  const lockClient = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString,
      ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    });
    client.on('error', () => undefined);
    await guarded(() => client.connect());
    return client;
  };
  return {
    engine: 'postgres',
    async query<T>(sql: string, params?: readonly SqlParam[], statement?: string) {
      const result = await guarded(() =>
        poolFor(statement).query({
          name: statement,
          text: sql,
          values: params as unknown[] | undefined,
          types: pgTypes,
        }),
      );
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await guarded(() => pool.query(sql));
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await connect();
      // While checked out, a client has no error listener of the pool's: a connection lost in
      // the middle of a transaction would be an unhandled 'error' event and end the process.
      // The statement in flight rejects anyway, which is how the caller learns of it.
      const ignoreLostConnection = () => undefined;
      client.on('error', ignoreLostConnection);
      let broken: Error | undefined;
      try {
        await guarded(() => client.query('BEGIN'));
        const value = await fn(wrapClient(client));
        await guarded(() => client.query('COMMIT'));
        return value;
      } catch (error) {
        // A connection that failed or timed out is not handed to the next request.
        if (isDatabaseUnavailable(error)) broken = error as Error;
        else await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', ignoreLostConnection);
        client.release(broken);
      }
    },
    async withLock<T>(key: number, fn: () => Promise<T>) {
      const client = await lockClient();
      try {
        await guarded(() => client.query('SELECT pg_advisory_lock($1)', [key]));
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async tryWithLock(key: number, fn: () => Promise<void>) {
      const client = await lockClient();
      try {
        const { rows } = await guarded(() =>
          client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [key]),
        );
        if (!rows[0]?.held) return false;
        try {
          await fn();
          return true;
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    close: async () => {
      await Promise.all([pool.end(), genericPool?.end()]);
    },
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
  };
}

/** Opens the database the configuration asks for. */
const PGLITE_LOCK_WAIT_MS = 30_000;

async function waitForPgliteLock(folder: string): Promise<() => void> {
  const deadline = Date.now() + PGLITE_LOCK_WAIT_MS;
  for (;;) {
    try {
      return lockPglite(folder);
    } catch (error) {
      if (!(error instanceof PgliteInUse) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export async function openDatabase(options: {
  databaseUrl: string;
  pgliteDir?: string;
  /** PostgreSQL only: PGlite runs in this process and cannot be away or frozen on its own. */
  timeouts?: DbTimeouts;
}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 10, options.timeouts);
  if (!options.pgliteDir) return (await openPglite()).db;
  // One process at a time: PGlite's files are not safe to share (pglite-lock.ts). A command
  // that holds them briefly (npm run remotes with no API running) is waited for.
  const unlock = await waitForPgliteLock(options.pgliteDir);
  try {
    const { db } = await openPglite(options.pgliteDir);
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
