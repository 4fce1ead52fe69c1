// `fastify.db`: the database adapter, migrated before any route uses it.
// `fastify.database`: whether it is ready, and start-up work that needs it.
//
// PostgreSQL may not be up when the API starts (containers starting together, a restart of the
// database): the API then starts anyway, answers 503 with a message on /api (health included),
// and connects in the background with growing pauses (0.5 s doubling to 10 s); once it
// connects it migrates, runs the start-up work that waited (image import, demo seed) and serves.
// Requests use pool time-outs (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS): a database
// that is away or frozen answers 503 in seconds instead of holding requests.
import fp from 'fastify-plugin';
import { openDatabase, openPostgres, type Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../db/availability.js';

export interface DatabaseState {
  /** Connected and migrated, and the start-up work that waited for it is done. */
  readonly ready: boolean;
  /**
   * Runs `task` once the database is ready: at once (awaited) when it already is, otherwise
   * in the background after it connects (failures logged).
   */
  afterConnect(task: () => Promise<unknown>): Promise<void>;
  /** Whether the database answers a trivial statement now (false before it is ready). */
  answers(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseState;
  }
}

export interface DbPluginOptions {
  /** A database the caller opened and will close (tests). */
  db?: Db;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

function isApiRequest(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export default fp<DbPluginOptions>(
  async (fastify, opts) => {
    const { config } = fastify;
    const timeouts = {
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
    };
    const db =
      opts.db ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: config.pgliteDir,
        timeouts,
      }));
    fastify.decorate('db', db);
    let closed = false;
    if (!opts.db) fastify.addHook('onClose', async () => db.close());
    fastify.addHook('onClose', async () => {
      closed = true;
    });

    // Migrations run on a connection of their own without statement time-outs: waiting for
    // another instance's migration, or an index build, may rightly take long.
    async function runMigrations() {
      const migrator =
        db.engine === 'postgres' && !opts.db
          ? openPostgres(config.databaseUrl, 1, { connectTimeoutMs: config.dbConnectTimeoutMs })
          : db;
      try {
        const applied = await migrate(migrator);
        if (applied.length > 0)
          fastify.log.info({ migrations: applied, engine: db.engine }, 'database migrated');
      } finally {
        if (migrator !== db) await migrator.close();
      }
    }

    let ready = false;
    const waiting: Array<() => Promise<unknown>> = [];
    const state: DatabaseState = {
      get ready() {
        return ready;
      },
      async afterConnect(task) {
        if (ready) await task();
        else waiting.push(task);
      },
      async answers() {
        if (!ready) return false;
        return db.query('SELECT 1').then(
          () => true,
          () => false,
        );
      },
    };
    fastify.decorate('database', state);

    try {
      await runMigrations();
      ready = true;
    } catch (error) {
      if (db.engine !== 'postgres' || !isDatabaseUnavailable(error)) throw error;
      fastify.log.warn(
        { err: error },
        'database not reachable: starting anyway, answering 503 until it connects',
      );
      void connectInBackground();
    }

    async function connectInBackground() {
      let pause = FIRST_RETRY_MS;
      while (!closed) {
        await new Promise((resolve) => setTimeout(resolve, pause).unref());
        if (closed) return;
        try {
          await runMigrations();
          break;
        } catch (error) {
          if (!isDatabaseUnavailable(error)) {
            fastify.log.error({ err: error }, 'database migration failed');
          }
          pause = Math.min(MAX_RETRY_MS, pause * 2);
        }
      }
      if (closed) return;
      fastify.log.info('database connected');
      for (const task of waiting.splice(0)) {
        try {
          await task();
        } catch (error) {
          fastify.log.error({ err: error }, 'start-up work after the database connected failed');
        }
      }
      ready = true;
    }

    // A plain (not async) hook: it runs on every request and never waits.
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (ready || !isApiRequest(request.url) || request.url.startsWith('/api/health')) done();
      else done(new DatabaseUnavailableError());
    });
  },
  { name: 'db', dependencies: ['env'] },
);
