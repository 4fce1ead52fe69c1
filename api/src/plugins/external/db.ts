// `fastify.db`: the database adapter, migrated before any route runs.
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** A database the caller opened and will close (tests). */
  db?: Db;
}

export default fp<DbPluginOptions>(
  async (fastify, opts) => {
    const db =
      opts.db ??
      (await openDatabase({
        databaseUrl: fastify.config.databaseUrl,
        pgliteDir: fastify.config.pgliteDir,
      }));
    const applied = await migrate(db);
    if (applied.length > 0)
      fastify.log.info({ migrations: applied, engine: db.engine }, 'database migrated');
    fastify.decorate('db', db);
    if (!opts.db) fastify.addHook('onClose', async () => db.close());
  },
  { name: 'db', dependencies: ['env'] },
);
