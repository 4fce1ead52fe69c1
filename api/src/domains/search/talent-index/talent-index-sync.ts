// Keeps an instance's TalentIndex equal to the database's talents as of a search generation
// (migration 110). A filtered search brings the generation its request read; when the index is
// behind it, one statement reads the talents changed since the index's own generation, and the
// generation they are current to, from one snapshot. Searches arriving meanwhile wait for that
// read rather than start their own. A first search, a bulk write, a TRUNCATE, a database more
// than TALENT_CHANGES_KEPT generations ahead, or one found behind the index (a restore, once a
// request is past the index) loads every talent instead.
import type { Db } from '../../../db/db.js';
import { generationSync } from '../../../lib/generation-sync.js';
import { TalentIndex, type IndexedTalent } from './talent-index.js';

/**
 * Changes kept further back than this are dropped by migration 110's record_talent_changes (it
 * keeps 20,000 generations): an index further behind than this cannot trust them.
 */
export const TALENT_CHANGES_KEPT = 15_000;

interface IndexedRow {
  id_user: string;
  search_ids: number[];
  profile_score: number | null;
  created_micros: string;
  name_key: string;
  location_key: string | null;
  employment_type: string | null;
  availability: string | null;
  experience_day: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: string | null;
}

const COLUMNS = `t.id_user::text AS id_user, t.search_ids, t.profile_score,
  (extract(epoch FROM t.created_at) * 1000000)::bigint::text AS created_micros,
  lower(t.full_name) AS name_key, lower(t.domicile) AS location_key, t.employment_type,
  t.availability, t.experience_since - DATE '1970-01-01' AS experience_day,
  t.salary_min, t.salary_max, t.salary_period`;

/** Every talent, and the generation they are current to (one row with no talent when none). */
const LOAD_ALL = `SELECT s.generation::text AS generation, ${COLUMNS}
  FROM search_state s LEFT JOIN talents t ON true WHERE s.id = 1`;

/**
 * The talents changed after $1 (their row now, no columns when gone), a row for a change that
 * names no talent (`everything`: load all), and the generation.
 */
const LOAD_CHANGED = `SELECT s.generation::text AS generation, c.id_user::text AS changed,
    c.everything, ${COLUMNS}
  FROM search_state s
  LEFT JOIN (SELECT DISTINCT id_user, id_user IS NULL AS everything FROM talent_changes
              WHERE generation > $1::bigint) c ON true
  LEFT JOIN talents t ON t.id_user = c.id_user
 WHERE s.id = 1`;

function indexedTalent(row: IndexedRow): IndexedTalent {
  return {
    id: Number(row.id_user),
    searchIds: row.search_ids,
    profileScore: row.profile_score === null ? null : Number(row.profile_score),
    createdMicros: Number(row.created_micros),
    nameKey: row.name_key,
    locationKey: row.location_key,
    employmentType: row.employment_type,
    availability: row.availability,
    experienceDay: row.experience_day === null ? null : Number(row.experience_day),
    salaryMin: row.salary_min === null ? null : Number(row.salary_min),
    salaryMax: row.salary_max === null ? null : Number(row.salary_max),
    salaryPeriod: row.salary_period,
  };
}

export interface SyncedTalentIndex {
  /** The index, current to `generation` (the search generation a request read) or later. */
  current(generation: bigint): Promise<TalentIndex>;
}

export function syncedTalentIndex(db: Db): SyncedTalentIndex {
  const index = new TalentIndex();
  const sync = generationSync(
    {
      async loadAll() {
        const { rows } = await db.query<IndexedRow & { generation: string }>(
          LOAD_ALL,
          [],
          'talent_index_all',
        );
        index.load(rows.flatMap((row) => (row.id_user === null ? [] : [indexedTalent(row)])));
        return BigInt(rows[0]!.generation);
      },
      async loadChanged(since) {
        const { rows } = await db.query<
          IndexedRow & { generation: string; changed: string | null; everything: boolean | null }
        >(LOAD_CHANGED, [since.toString()], 'talent_index_changed');
        const generation = BigInt(rows[0]!.generation);
        if (generation < since || rows.some((row) => row.everything)) return null;
        for (const row of rows) {
          if (row.changed === null) continue;
          if (row.id_user === null) index.remove(Number(row.changed));
          else index.put(indexedTalent(row));
        }
        return generation;
      },
    },
    TALENT_CHANGES_KEPT,
  );
  return {
    async current(generation) {
      await sync.current(generation);
      return index;
    },
  };
}
