// Saved searches, their matches and the digest claims (SQL only). Every read and write of a
// search names the company, so another company's search is absent (the service answers 404).
import type { Db } from '../../db/db.js';
import type {
  SavedSearch,
  SavedSearchAlert,
  SavedSearchParams,
} from '../../schemas/saved-search.js';

const SEARCH_COLUMNS = `s.id, s.name, s.params, s.daily_digest, s.created_at, s.updated_at,
  (SELECT count(*)::int FROM saved_search_matches m
    WHERE m.id_saved_search = s.id AND NOT m.baseline AND m.read_at IS NULL) AS unread_matches`;

const ALERT_COLUMNS = `m.id, 'saved_search_match' AS kind, s.id AS saved_search_id,
  s.name AS saved_search_name, t.id_user, t.full_name, t.img_profile,
  (m.read_at IS NOT NULL) AS read, m.created_at`;

interface SearchRow extends Omit<SavedSearch, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}
interface AlertRow extends Omit<SavedSearchAlert, 'created_at'> {
  created_at: Date;
}

const toSearch = (row: SearchRow): SavedSearch => ({
  ...row,
  id: Number(row.id),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});
export const toAlert = (row: AlertRow): SavedSearchAlert => ({
  ...row,
  id: Number(row.id),
  saved_search_id: Number(row.saved_search_id),
  id_user: Number(row.id_user),
  created_at: new Date(row.created_at).toISOString(),
});

/** A search to check a changed talent against. */
export interface SearchToCheck {
  id: number;
  id_company: number;
  params: SavedSearchParams;
}

/** One line of a digest. */
export interface DigestLine {
  match_id: number;
  saved_search_name: string;
  id_user: number;
  full_name: string;
  job_desk: string | null;
  domicile: string | null;
}

export function createSavedSearchesData(db: Db) {
  return {
    async list(idCompany: number): Promise<SavedSearch[]> {
      const { rows } = await db.query<SearchRow>(
        `SELECT ${SEARCH_COLUMNS} FROM saved_searches s WHERE s.id_company = $1 ORDER BY s.id DESC`,
        [idCompany],
      );
      return rows.map(toSearch);
    },

    async get(idCompany: number, id: number, tx: Db = db): Promise<SavedSearch | null> {
      const { rows } = await tx.query<SearchRow>(
        `SELECT ${SEARCH_COLUMNS} FROM saved_searches s WHERE s.id_company = $1 AND s.id = $2`,
        [idCompany, id],
      );
      return rows[0] ? toSearch(rows[0]) : null;
    },

    async count(idCompany: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM saved_searches WHERE id_company = $1',
        [idCompany],
      );
      return Number(rows[0]!.n);
    },

    async insert(
      tx: Db,
      input: {
        idCompany: number;
        actorId: number;
        name: string;
        params: SavedSearchParams;
        dailyDigest: boolean;
      },
    ): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO saved_searches (id_company, name, params, daily_digest, created_by)
         VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING id`,
        [
          input.idCompany,
          input.name,
          JSON.stringify(input.params),
          input.dailyDigest,
          input.actorId,
        ],
      );
      return Number(rows[0]!.id);
    },

    /** Talents matching when the search was saved: they are never announced. */
    async insertBaseline(tx: Db, id: number, userIds: number[]): Promise<void> {
      if (userIds.length === 0) return;
      await tx.query(
        `INSERT INTO saved_search_matches (id_saved_search, id_user, baseline)
         SELECT $1, u, true FROM unnest($2::bigint[]) AS u
         ON CONFLICT (id_saved_search, id_user) DO NOTHING`,
        [id, userIds],
      );
    },

    async update(
      idCompany: number,
      id: number,
      change: { name?: string | undefined; dailyDigest?: boolean | undefined },
    ): Promise<boolean> {
      const { rows } = await db.query<{ id: number }>(
        `UPDATE saved_searches SET name = coalesce($3, name),
                daily_digest = coalesce($4, daily_digest), updated_at = now()
          WHERE id_company = $1 AND id = $2 RETURNING id`,
        [idCompany, id, change.name ?? null, change.dailyDigest ?? null],
      );
      return rows.length > 0;
    },

    async remove(idCompany: number, id: number): Promise<boolean> {
      const { rows } = await db.query<{ id: number }>(
        'DELETE FROM saved_searches WHERE id_company = $1 AND id = $2 RETURNING id',
        [idCompany, id],
      );
      return rows.length > 0;
    },

    /** Every saved search this talent has not matched yet (matches are announced once). */
    async searchesToCheck(idUser: number): Promise<SearchToCheck[]> {
      const { rows } = await db.query<SearchToCheck>(
        `SELECT s.id, s.id_company, s.params FROM saved_searches s
          WHERE NOT EXISTS (SELECT 1 FROM saved_search_matches m
                             WHERE m.id_saved_search = s.id AND m.id_user = $1)
          ORDER BY s.id`,
        [idUser],
        'saved-searches-to-check',
      );
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        id_company: Number(row.id_company),
      }));
    },

    /** Records the match; null when it was already recorded (another instance, a race). */
    async insertMatch(tx: Db, id: number, idUser: number): Promise<SavedSearchAlert | null> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO saved_search_matches (id_saved_search, id_user) VALUES ($1, $2)
         ON CONFLICT (id_saved_search, id_user) DO NOTHING RETURNING id`,
        [id, idUser],
      );
      if (!rows[0]) return null;
      const alert = await tx.query<AlertRow>(
        `SELECT ${ALERT_COLUMNS} FROM saved_search_matches m
           JOIN saved_searches s ON s.id = m.id_saved_search
           JOIN talents t ON t.id_user = m.id_user WHERE m.id = $1`,
        [rows[0].id],
      );
      return toAlert(alert.rows[0]!);
    },

    async alerts(idCompany: number, limit: number): Promise<SavedSearchAlert[]> {
      const { rows } = await db.query<AlertRow>(
        `SELECT ${ALERT_COLUMNS} FROM saved_search_matches m
           JOIN saved_searches s ON s.id = m.id_saved_search
           JOIN talents t ON t.id_user = m.id_user
          WHERE s.id_company = $1 AND NOT m.baseline
          ORDER BY m.id DESC LIMIT $2`,
        [idCompany, limit],
      );
      return rows.map(toAlert);
    },

    async unreadAlerts(idCompany: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM saved_search_matches m
           JOIN saved_searches s ON s.id = m.id_saved_search
          WHERE s.id_company = $1 AND NOT m.baseline AND m.read_at IS NULL`,
        [idCompany],
      );
      return Number(rows[0]!.n);
    },

    /** Marks one alert (or, without `id`, every alert) of the company read. */
    async markRead(idCompany: number, id: number | null): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `UPDATE saved_search_matches m SET read_at = now()
           FROM saved_searches s
          WHERE s.id = m.id_saved_search AND s.id_company = $1 AND NOT m.baseline
            AND m.read_at IS NULL AND ($2::bigint IS NULL OR m.id = $2)
          RETURNING m.id`,
        [idCompany, id],
      );
      return rows.length;
    },

    /** Companies with a digest search holding matches newer than their last digest. */
    async companiesWithDigest(): Promise<number[]> {
      const { rows } = await db.query<{ id_company: number }>(
        `SELECT DISTINCT s.id_company FROM saved_searches s
           JOIN saved_search_matches m ON m.id_saved_search = s.id AND NOT m.baseline
           LEFT JOIN saved_search_digests d ON d.id_company = s.id_company
          WHERE s.daily_digest AND m.id > coalesce(d.last_match_id, 0)
          ORDER BY s.id_company`,
      );
      return rows.map((row) => Number(row.id_company));
    },

    /**
     * Claims the company's digest for `now`: succeeds (answers the previous last match id) only
     * when no digest went out in the day before `now`. One statement, so of several instances
     * only one wins.
     */
    async claimDigest(tx: Db, idCompany: number, now: Date): Promise<number | null> {
      const previous = await tx.query<{ last_match_id: number }>(
        'SELECT last_match_id FROM saved_search_digests WHERE id_company = $1 FOR UPDATE',
        [idCompany],
      );
      const { rows } = await tx.query<{ id_company: number }>(
        `INSERT INTO saved_search_digests (id_company, last_sent_at) VALUES ($1, $2)
         ON CONFLICT (id_company) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
          WHERE saved_search_digests.last_sent_at <= $2::timestamptz - interval '1 day'
         RETURNING id_company`,
        [idCompany, now],
      );
      if (rows.length === 0) return null;
      return Number(previous.rows[0]?.last_match_id ?? 0);
    },

    async digestLines(tx: Db, idCompany: number, afterId: number): Promise<DigestLine[]> {
      const { rows } = await tx.query<DigestLine>(
        `SELECT m.id AS match_id, s.name AS saved_search_name, t.id_user, t.full_name,
                t.job_desk, t.domicile
           FROM saved_search_matches m
           JOIN saved_searches s ON s.id = m.id_saved_search
           JOIN talents t ON t.id_user = m.id_user
          WHERE s.id_company = $1 AND s.daily_digest AND NOT m.baseline AND m.id > $2
          ORDER BY m.id LIMIT 200`,
        [idCompany, afterId],
      );
      return rows.map((row) => ({
        ...row,
        match_id: Number(row.match_id),
        id_user: Number(row.id_user),
      }));
    },

    async setDigestMark(tx: Db, idCompany: number, lastMatchId: number): Promise<void> {
      await tx.query('UPDATE saved_search_digests SET last_match_id = $2 WHERE id_company = $1', [
        idCompany,
        lastMatchId,
      ]);
    },

    /** Turns the digest of every search of the company off (the one-click unsubscribe). */
    async unsubscribe(idCompany: number): Promise<void> {
      await db.query(
        'UPDATE saved_searches SET daily_digest = false, updated_at = now() WHERE id_company = $1 AND daily_digest',
        [idCompany],
      );
    },

    /** The company account's address and language (mails). */
    async recipient(
      idCompany: number,
    ): Promise<{ email: string; name: string; language: 'id' | 'en' | null } | null> {
      const { rows } = await db.query<{
        email: string;
        name: string;
        language: 'id' | 'en' | null;
      }>(
        `SELECT a.email, c.name, a.language FROM companies c
           JOIN accounts a ON a.id = c.id_company WHERE c.id_company = $1`,
        [idCompany],
      );
      return rows[0] ?? null;
    },

    async signingKey(): Promise<string> {
      const { rows } = await db.query<{ secret: string }>('SELECT secret FROM mail_signing_key');
      return rows[0]!.secret;
    },
  };
}
export type SavedSearchesData = ReturnType<typeof createSavedSearchesData>;

/** A new talent's id from the e-mail they registered with (the register answer is sent). */
export async function talentIdByEmail(db: Db, email: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM accounts WHERE lower(email) = lower($1) AND role = 'talent'`,
    [email],
  );
  return rows[0] ? Number(rows[0].id) : null;
}
