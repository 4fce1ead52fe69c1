// Whether a changed talent newly matches the saved searches, and the alert when they do. The
// match is the search's own answer restricted to that talent (its statements with the `idUser`
// filter, domains/search/talent-filters.ts), so an alert means "this talent is now in the
// list you saved", ranking and typo rules included. A (search, talent) pair is recorded once:
// never announced twice. Alerts are stored with their live event in one transaction and
// published after commit, like the conversations' events.
import type { Db } from '../../db/db.js';
import { insertEvents } from '../conversations/events/event-log.js';
import type { LiveEvent, LiveEvents } from '../conversations/events/live-events.js';
import type { TalentListInput, TalentListResult } from '../search/talent-search.js';
import { listInputOf } from './list-input.js';
import type { SavedSearchesData } from './saved-searches-data.js';

export const SAVED_SEARCH_MATCH_EVENT = 'saved_search_match';

export function createSavedSearchMatcher(deps: {
  db: Db;
  data: SavedSearchesData;
  list: (input: TalentListInput) => Promise<TalentListResult>;
  live: Pick<LiveEvents, 'publish'>;
}) {
  const { db, data, list, live } = deps;

  return {
    /** Checks one talent against every saved search they have not matched; answers the alerts. */
    async check(idUser: number): Promise<number> {
      let alerts = 0;
      for (const search of await data.searchesToCheck(idUser)) {
        const answer = await list(listInputOf(search.params, { page: 1, limit: 1, idUser }));
        if (!answer.cards.some((card) => Number(card.id_user) === idUser)) continue;
        const events: LiveEvent[] = [];
        await db.transaction(async (tx) => {
          const alert = await data.insertMatch(tx, search.id, idUser);
          if (!alert) return;
          alerts += 1;
          events.push(
            ...(await insertEvents(tx, [
              { account_id: search.id_company, type: SAVED_SEARCH_MATCH_EVENT, data: { alert } },
            ])),
          );
        });
        await live.publish(events);
      }
      return alerts;
    },
  };
}
export type SavedSearchMatcher = ReturnType<typeof createSavedSearchMatcher>;
