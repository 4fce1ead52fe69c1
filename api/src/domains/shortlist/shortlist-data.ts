// SQL of the shortlist (issue 31): entries keyed by (company, talent), and a history row for
// every save, stage move and note change. Every statement is scoped by the company id it is
// given; the service decides which company that is.
import type { Db } from '../../db/db.js';
import type {
  ShortlistEntry,
  ShortlistHistoryItem,
  ShortlistStage,
} from '../../schemas/shortlist.js';
import { contactUnlockedSql } from '../talents/contact-rule.js';

/** How many history rows each entry carries in an answer (the newest). */
export const HISTORY_SHOWN = 20;

export type HistoryAction = ShortlistHistoryItem['action'];

export interface EntryKeys {
  idCompany: number;
  idUser: number;
}

export interface EntryState {
  stage: ShortlistStage;
  note: string;
}

type EntryRow = Omit<ShortlistEntry, 'history'>;
type HistoryRow = ShortlistHistoryItem & { id_user: number };

// The latest hire request of the pair, and the contact only when the contact rule allows it.
const SELECT_ENTRIES = `SELECT s.id_user, t.full_name, t.job_desk, t.domicile, t.img_profile, s.stage, s.note,
       s.created_at, s.updated_at, h.status AS hire_status, h.conversation_id,
       CASE WHEN ${contactUnlockedSql('s.id_company', 's.id_user')} THEN a.email END AS email,
       CASE WHEN ${contactUnlockedSql('s.id_company', 's.id_user')} THEN t.phone END AS phone
  FROM shortlist_entries s
  JOIN talents t ON t.id_user = s.id_user
  JOIN accounts a ON a.id = s.id_user
  LEFT JOIN LATERAL (
    SELECT hr.status, hr.conversation_id FROM hire_requests hr
     WHERE hr.id_company = s.id_company AND hr.id_user = s.id_user
     ORDER BY hr.created_at DESC, hr.id DESC LIMIT 1
  ) h ON true`;

export function createShortlistData(db: Db) {
  async function historyOf(idCompany: number, idUsers: number[]): Promise<HistoryRow[]> {
    if (idUsers.length === 0) return [];
    const { rows } = await db.query<HistoryRow>(
      `SELECT id_user, action, from_stage, to_stage, actor_name, created_at FROM (
         SELECT sh.id_user, sh.action, sh.from_stage, sh.to_stage, c.name AS actor_name, sh.created_at,
                row_number() OVER (PARTITION BY sh.id_user ORDER BY sh.id DESC) AS n, sh.id
           FROM shortlist_history sh
           LEFT JOIN companies c ON c.id_company = sh.actor_id
          WHERE sh.id_company = $1 AND sh.id_user = ANY($2::bigint[])
       ) x WHERE n <= ${HISTORY_SHOWN} ORDER BY id_user, id DESC`,
      [idCompany, idUsers],
    );
    return rows;
  }

  async function withHistory(idCompany: number, rows: EntryRow[]): Promise<ShortlistEntry[]> {
    const history = await historyOf(
      idCompany,
      rows.map((row) => Number(row.id_user)),
    );
    return rows.map((row) => ({
      ...row,
      history: history
        .filter((item) => Number(item.id_user) === Number(row.id_user))
        .map(({ id_user: _idUser, ...item }) => item),
    }));
  }

  return {
    async talentExists(idUser: number): Promise<boolean> {
      const { rows } = await db.query(`SELECT 1 FROM talents WHERE id_user = $1`, [idUser]);
      return rows.length > 0;
    },

    async count(idCompany: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shortlist_entries WHERE id_company = $1`,
        [idCompany],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async list(idCompany: number): Promise<ShortlistEntry[]> {
      const { rows } = await db.query<EntryRow>(
        `${SELECT_ENTRIES} WHERE s.id_company = $1 ORDER BY s.updated_at DESC, s.id_user`,
        [idCompany],
      );
      return withHistory(idCompany, rows);
    },

    async get(keys: EntryKeys): Promise<ShortlistEntry | null> {
      const { rows } = await db.query<EntryRow>(
        `${SELECT_ENTRIES} WHERE s.id_company = $1 AND s.id_user = $2`,
        [keys.idCompany, keys.idUser],
      );
      const [entry] = await withHistory(keys.idCompany, rows);
      return entry ?? null;
    },

    /** Adds the talent at 'saved'; false when the company already keeps them. */
    async insert(tx: Db, keys: EntryKeys): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO shortlist_entries (id_company, id_user) VALUES ($1, $2)
         ON CONFLICT (id_company, id_user) DO NOTHING RETURNING 1`,
        [keys.idCompany, keys.idUser],
      );
      return rows.length > 0;
    },

    async remove(keys: EntryKeys): Promise<boolean> {
      const { rows } = await db.query(
        `DELETE FROM shortlist_entries WHERE id_company = $1 AND id_user = $2 RETURNING 1`,
        [keys.idCompany, keys.idUser],
      );
      return rows.length > 0;
    },

    /** The entry's stage and note, locked until the transaction ends; null when not kept. */
    async lock(tx: Db, keys: EntryKeys): Promise<EntryState | null> {
      const { rows } = await tx.query<EntryState>(
        `SELECT stage, note FROM shortlist_entries WHERE id_company = $1 AND id_user = $2 FOR UPDATE`,
        [keys.idCompany, keys.idUser],
      );
      return rows[0] ?? null;
    },

    async update(tx: Db, keys: EntryKeys, state: EntryState): Promise<void> {
      await tx.query(
        `UPDATE shortlist_entries SET stage = $3, note = $4, updated_at = now()
          WHERE id_company = $1 AND id_user = $2`,
        [keys.idCompany, keys.idUser, state.stage, state.note],
      );
    },

    /**
     * Moves a 'saved' entry to 'contacted' (a hire request was sent); an entry at any other
     * stage, or none, is left alone. True when it moved.
     */
    async moveSavedToContacted(tx: Db, keys: EntryKeys): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE shortlist_entries SET stage = 'contacted', updated_at = now()
          WHERE id_company = $1 AND id_user = $2 AND stage = 'saved' RETURNING 1`,
        [keys.idCompany, keys.idUser],
      );
      return rows.length > 0;
    },

    async addHistory(
      tx: Db,
      keys: EntryKeys,
      item: {
        actorId: number;
        action: HistoryAction;
        from?: ShortlistStage;
        to?: ShortlistStage;
      },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO shortlist_history (id_company, id_user, actor_id, action, from_stage, to_stage)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          keys.idCompany,
          keys.idUser,
          item.actorId,
          item.action,
          item.from ?? null,
          item.to ?? null,
        ],
      );
    },
  };
}
export type ShortlistData = ReturnType<typeof createShortlistData>;
