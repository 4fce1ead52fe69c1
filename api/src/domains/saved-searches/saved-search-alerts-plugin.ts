// When to check a talent against the saved searches: after a successful write that changes
// what a search reads — a new talent (registration), their profile, signals, skills or
// experience. The check runs once the answer is sent (onResponse: after the write committed,
// never in the request's time) and one talent at a time per process; `flush()` waits for the
// running checks (tests, shutdown).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { createSavedSearchesData, talentIdByEmail } from './saved-searches-data.js';
import { createSavedSearchMatcher } from './saved-search-matcher.js';

/** The routes whose writes change what a search reads about the writing talent. */
const TALENT_WRITES = /^\/api\/(users|users-skills|users-experiences)(\/|\?|$)/;
const REGISTER_TALENT = /^\/api\/auth\/regis-user(\?|$)/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SavedSearchAlerts {
  /** Checks a talent now (tests, tools); the hook does this after each talent write. */
  check(idUser: number): Promise<number>;
  /** Resolves when every queued check has finished. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchAlerts: SavedSearchAlerts;
  }
}

export default fp(
  async (fastify) => {
    const { db } = fastify;
    const matcher = createSavedSearchMatcher({
      db,
      data: createSavedSearchesData(db),
      list: (input) => fastify.usersRepository.list(input),
      live: fastify.liveEvents,
    });
    let queue: Promise<unknown> = Promise.resolve();

    function enqueue(idUser: () => Promise<number | null>): void {
      queue = queue
        .then(async () => {
          const id = await idUser();
          if (id !== null) await matcher.check(id);
        })
        .catch((error: unknown) =>
          fastify.log.warn({ err: error }, 'saved search alerts: the check failed'),
        );
    }

    async function changedTalent(request: FastifyRequest): Promise<number | null> {
      if (REGISTER_TALENT.test(request.url)) {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' ? talentIdByEmail(db, email) : null;
      }
      return request.account?.role === 'talent' ? request.account.id : null;
    }

    fastify.addHook('onResponse', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 300) return;
      if (!TALENT_WRITES.test(request.url) && !REGISTER_TALENT.test(request.url)) return;
      enqueue(() => changedTalent(request));
    });

    fastify.decorate('savedSearchAlerts', {
      check: (idUser: number) => matcher.check(idUser),
      flush: async () => {
        let seen: Promise<unknown>;
        do {
          seen = queue;
          await seen;
        } while (seen !== queue);
      },
    });
    fastify.addHook('onClose', async () => fastify.savedSearchAlerts.flush());
  },
  {
    name: 'saved-search-alerts',
    dependencies: ['db', 'users-repository', 'live-events', 'session-manager'],
  },
);
