// The rules of a company's shortlist (issue 31): a recruiter keeps talents of their company's
// list at a stage with a private note; every save, move and note change is kept as history with
// who did it. The list belongs to the company, so every recruiter account of that company reads
// and changes the same one; another company's entries are never visible (404).
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { ShortlistEntry, ShortlistUpdateBody } from '../../schemas/shortlist.js';
import { createShortlistData, type EntryKeys, type ShortlistData } from './shortlist-data.js';
import { SHORTLIST_MAX, shortlistErrors } from './shortlist-errors.js';

/** The recruiter acting: their account and the company they work for. */
export interface ShortlistActor {
  accountId: number;
  idCompany: number;
}

/**
 * The company a recruiter account works for. Today every recruiter account is its company (one
 * account per company, `companies.id_company` = the account id); the shortlist is stored by
 * company so that more accounts of one company would share it.
 */
export function actorOf(account: { id: number }): ShortlistActor {
  return { accountId: account.id, idCompany: account.id };
}

export function createShortlistService(deps: { db: Db; data: ShortlistData }) {
  const { db, data } = deps;

  async function entry(keys: EntryKeys): Promise<ShortlistEntry> {
    const found = await data.get(keys);
    if (!found) throw shortlistErrors.notInShortlist();
    return found;
  }

  return {
    list: (actor: ShortlistActor): Promise<ShortlistEntry[]> => data.list(actor.idCompany),

    get: (actor: ShortlistActor, idUser: number): Promise<ShortlistEntry> =>
      entry({ idCompany: actor.idCompany, idUser }),

    /** Keeps the talent at 'saved' (saving a kept talent again changes nothing). */
    async save(
      actor: ShortlistActor,
      idUser: number,
    ): Promise<{ created: boolean; entry: ShortlistEntry }> {
      const keys = { idCompany: actor.idCompany, idUser };
      if (!(await data.talentExists(idUser))) throw shortlistErrors.talentNotFound();
      if ((await data.count(actor.idCompany)) >= SHORTLIST_MAX && !(await data.get(keys)))
        throw shortlistErrors.full();
      const created = await db.transaction(async (tx) => {
        const inserted = await data.insert(tx, keys);
        if (inserted)
          await data.addHistory(tx, keys, {
            actorId: actor.accountId,
            action: 'saved',
            to: 'saved',
          });
        return inserted;
      });
      return { created, entry: await entry(keys) };
    },

    /** Removes the talent and their history from the company's shortlist. */
    async remove(actor: ShortlistActor, idUser: number): Promise<void> {
      if (!(await data.remove({ idCompany: actor.idCompany, idUser })))
        throw shortlistErrors.notInShortlist();
    },

    /** Moves the talent to a stage and/or replaces the note; each change is kept as history. */
    async update(
      actor: ShortlistActor,
      idUser: number,
      change: ShortlistUpdateBody,
    ): Promise<ShortlistEntry> {
      if (change.stage === undefined && change.note === undefined)
        throw shortlistErrors.nothingToChange();
      const keys = { idCompany: actor.idCompany, idUser };
      await db.transaction(async (tx) => {
        const current = await data.lock(tx, keys);
        if (!current) throw shortlistErrors.notInShortlist();
        const next = { stage: change.stage ?? current.stage, note: change.note ?? current.note };
        if (next.stage === current.stage && next.note === current.note) return;
        await data.update(tx, keys, next);
        if (next.stage !== current.stage)
          await data.addHistory(tx, keys, {
            actorId: actor.accountId,
            action: 'stage',
            from: current.stage,
            to: next.stage,
          });
        if (next.note !== current.note)
          await data.addHistory(tx, keys, { actorId: actor.accountId, action: 'note' });
      });
      return entry(keys);
    },
  };
}
export type ShortlistService = ReturnType<typeof createShortlistService>;

/**
 * For the hire domain: a hire request the company sent moves the talent from 'saved' to
 * 'contacted' in the same transaction, recorded as a move by the sender.
 */
export async function markContactedOnHire(
  tx: Db,
  data: ShortlistData,
  hire: { idCompany: number; idUser: number; senderId: number },
): Promise<void> {
  const keys = { idCompany: hire.idCompany, idUser: hire.idUser };
  if (await data.moveSavedToContacted(tx, keys))
    await data.addHistory(tx, keys, {
      actorId: hire.senderId,
      action: 'stage',
      from: 'saved',
      to: 'contacted',
    });
}

declare module 'fastify' {
  interface FastifyInstance {
    shortlistService: ShortlistService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'shortlistService',
      createShortlistService({ db: fastify.db, data: createShortlistData(fastify.db) }),
    );
  },
  { name: 'shortlist-service', dependencies: ['db'] },
);
