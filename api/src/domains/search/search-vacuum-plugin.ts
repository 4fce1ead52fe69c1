// Background VACUUM of the search counter tables (src/domains/search/search-vacuum.ts): on PGlite, and
// on a PostgreSQL server whose autovacuum is off, after SEARCH_VACUUM_WRITES talent/skill
// writes. Starts once the database is ready; stops before the database closes (preClose), after
// the VACUUM under way if any. Failures are logged, never seen by a request.
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/availability.js';
import { apiMustVacuum, startSearchVacuum, type SearchVacuum } from './search-vacuum.js';

export default fp(
  async (fastify) => {
    const { config, db, log } = fastify;
    if (config.searchVacuumWrites <= 0) return;
    let vacuum: SearchVacuum | undefined;
    let closing = false;
    fastify.addHook('preClose', async () => {
      closing = true;
      await vacuum?.stop();
    });
    const start = async () => {
      try {
        if (closing) return;
        if (!(await apiMustVacuum(db))) {
          log.info('autovacuum is on: the server vacuums the search tables itself');
          return;
        }
        if (closing) return;
        vacuum = startSearchVacuum(db, {
          writes: config.searchVacuumWrites,
          checkMs: config.searchVacuumCheckMs,
          onVacuum: (info) => log.info(info, 'search tables vacuumed'),
          // A database away is reported by the requests already; the next check tries again.
          onError: (error) =>
            isDatabaseUnavailable(error)
              ? log.debug({ err: error }, 'search tables vacuum skipped: database unavailable')
              : log.warn({ err: error }, 'search tables vacuum failed'),
        });
      } catch (error) {
        log.warn({ err: error }, 'search tables vacuum not started');
      }
    };
    await fastify.database.afterConnect(start);
  },
  { name: 'search-vacuum', dependencies: ['db'] },
);
