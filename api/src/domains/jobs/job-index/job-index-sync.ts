// Keeps an instance's JobIndex equal to the database's open jobs as of a job generation
// (migration 109). A search brings the generation its request read (with the session lookup);
// when the index is behind it, one statement reads the jobs changed since the index's own
// generation, and the generation they are current to, from one snapshot. Searches arriving
// meanwhile wait for that read rather than start their own. A first search, a bulk write, a
// TRUNCATE, or a database more than JOB_CHANGES_KEPT generations ahead loads every open job
// instead; so does a database found behind the index (a restore) once a request is ahead of it.
import type { Db } from '../../../db/db.js';
import { generationSync } from '../../../lib/generation-sync.js';
import { JobIndex, type IndexedJob } from './job-index.js';

/**
 * Changes kept further back than this are dropped by migration 109's record_job_changes (it
 * keeps 20,000 generations): an index further behind than this cannot trust them.
 */
export const JOB_CHANGES_KEPT = 15_000;

interface IndexedRow {
  id_job: string;
  posted_micros: string;
  salary_max: number | null;
  employment_type: string;
  work_mode: string;
  closing_date: string;
  search_keys: string[];
}

const COLUMNS = `j.id_job::text AS id_job,
  (extract(epoch FROM j.posted_at) * 1000000)::bigint::text AS posted_micros,
  j.salary_max, j.employment_type, j.work_mode, j.closing_date::text AS closing_date,
  j.search_keys`;

/** Every open job, and the generation they are current to (one row with no job when none). */
const LOAD_ALL = `SELECT r.job_generation::text AS generation, ${COLUMNS}
  FROM read_state r LEFT JOIN jobs j ON j.status = 'open' WHERE r.id = 1`;

/**
 * The jobs changed after $1 (their open state now, no columns when no longer open or gone), a
 * row for a change that names no job (`everything`: load all), and the generation.
 */
const LOAD_CHANGED = `SELECT r.job_generation::text AS generation, c.id_job::text AS changed,
    c.everything, ${COLUMNS}
  FROM read_state r
  LEFT JOIN (SELECT DISTINCT id_job, id_job IS NULL AS everything FROM job_changes
              WHERE generation > $1::bigint) c ON true
  LEFT JOIN jobs j ON j.id_job = c.id_job AND j.status = 'open'
 WHERE r.id = 1`;

function indexedJob(row: IndexedRow): IndexedJob {
  return {
    id: Number(row.id_job),
    postedMicros: Number(row.posted_micros),
    salaryMax: row.salary_max === null ? null : Number(row.salary_max),
    employmentType: row.employment_type,
    workMode: row.work_mode,
    closingDate: row.closing_date,
    searchKeys: row.search_keys,
  };
}

export interface SyncedJobIndex {
  /** The index, current to at least `generation` (the job generation a request read). */
  current(generation: bigint): Promise<JobIndex>;
}

export function syncedJobIndex(db: Db): SyncedJobIndex {
  const index = new JobIndex();
  const sync = generationSync(
    {
      async loadAll() {
        const { rows } = await db.query<IndexedRow & { generation: string }>(
          LOAD_ALL,
          [],
          'job_index_all',
        );
        index.load(rows.flatMap((row) => (row.id_job === null ? [] : [indexedJob(row)])));
        return BigInt(rows[0]!.generation);
      },
      async loadChanged(since) {
        const { rows } = await db.query<
          IndexedRow & { generation: string; changed: string | null; everything: boolean | null }
        >(LOAD_CHANGED, [since.toString()], 'job_index_changed');
        const generation = BigInt(rows[0]!.generation);
        if (generation < since || rows.some((row) => row.everything)) return null;
        for (const row of rows) {
          if (row.changed === null) continue;
          if (row.id_job === null) index.remove(Number(row.changed));
          else index.put(indexedJob(row));
        }
        return generation;
      },
    },
    JOB_CHANGES_KEPT,
  );
  return {
    async current(generation) {
      await sync.current(generation);
      return index;
    },
  };
}
