// The rules of a company's saved searches (issue 31): a recruiter names the talent list's query
// (search, filters, sort) to come back to it and to be alerted of new matches. Kept by company
// like the shortlist: every recruiter account of the company shares them; another company's
// search is never visible (404). The talents already matching when a search is saved are its
// baseline: only later matches are announced (saved-search-alerts-plugin.ts).
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import {
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchAlert,
  type SavedSearchCreateBody,
  type SavedSearchUpdateBody,
} from '../../schemas/saved-search.js';
import type { TalentListInput, TalentListResult } from '../search/talent-search.js';
import { actorOf, type ShortlistActor } from '../shortlist/shortlist-service.js';
import { listInputOf } from './list-input.js';
import { savedSearchErrors } from './saved-search-errors.js';
import { createSavedSearchesData, type SavedSearchesData } from './saved-searches-data.js';

/** The recruiter acting and their company (the same reading as the shortlist's). */
export type SavedSearchActor = ShortlistActor;
export const savedSearchActorOf = actorOf;

/** How many current matches are kept as a new search's baseline (the search's first page). */
const BASELINE_MAX = 500;

export function createSavedSearchesService(deps: {
  db: Db;
  data: SavedSearchesData;
  list: (input: TalentListInput) => Promise<TalentListResult>;
}) {
  const { db, data, list } = deps;

  async function found(actor: SavedSearchActor, id: number): Promise<SavedSearch> {
    const search = await data.get(actor.idCompany, id);
    if (!search) throw savedSearchErrors.notFound();
    return search;
  }

  return {
    list: (actor: SavedSearchActor): Promise<SavedSearch[]> => data.list(actor.idCompany),

    get: found,

    async create(actor: SavedSearchActor, body: SavedSearchCreateBody): Promise<SavedSearch> {
      if ((await data.count(actor.idCompany)) >= SAVED_SEARCHES_MAX) throw savedSearchErrors.full();
      const matching = await list(listInputOf(body.params, { page: 1, limit: BASELINE_MAX }));
      const id = await db.transaction(async (tx) => {
        const created = await data.insert(tx, {
          idCompany: actor.idCompany,
          actorId: actor.accountId,
          name: body.name,
          params: body.params,
          dailyDigest: body.daily_digest ?? false,
        });
        await data.insertBaseline(
          tx,
          created,
          matching.cards.map((card) => Number(card.id_user)),
        );
        return created;
      });
      return found(actor, id);
    },

    async update(
      actor: SavedSearchActor,
      id: number,
      change: SavedSearchUpdateBody,
    ): Promise<SavedSearch> {
      if (change.name === undefined && change.daily_digest === undefined)
        throw savedSearchErrors.nothingToChange();
      const updated = await data.update(actor.idCompany, id, {
        name: change.name,
        dailyDigest: change.daily_digest,
      });
      if (!updated) throw savedSearchErrors.notFound();
      return found(actor, id);
    },

    async remove(actor: SavedSearchActor, id: number): Promise<void> {
      if (!(await data.remove(actor.idCompany, id))) throw savedSearchErrors.notFound();
    },

    /** The bell's alerts of the company, newest first, and how many are unread. */
    async alerts(
      actor: SavedSearchActor,
      limit: number,
    ): Promise<{ alerts: SavedSearchAlert[]; unread: number }> {
      const [alerts, unread] = await Promise.all([
        data.alerts(actor.idCompany, limit),
        data.unreadAlerts(actor.idCompany),
      ]);
      return { alerts, unread };
    },

    markAlertsRead: (actor: SavedSearchActor, id: number | null): Promise<number> =>
      data.markRead(actor.idCompany, id),
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchesService: SavedSearchesService;
  }
}

export default fp(
  async (fastify) => {
    const { usersRepository } = fastify;
    fastify.decorate(
      'savedSearchesService',
      createSavedSearchesService({
        db: fastify.db,
        data: createSavedSearchesData(fastify.db),
        list: (input) => usersRepository.list(input),
      }),
    );
  },
  { name: 'saved-searches-service', dependencies: ['db', 'users-repository'] },
);
