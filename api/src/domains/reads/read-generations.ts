// The generations of the public reads (migration 107), the search word catalog's and the
// database's date, in one statement: what a remembered answer is checked against on every
// request.
import type { Db } from '../../db/db.js';

export interface ReadGenerations {
  /** Every write to companies moves it (the company list and profile, the job cards' company). */
  company: string;
  /** Every write to jobs moves it. */
  job: string;
  /** Every write to skills moves it (a talent's match on the job cards). */
  skill: string;
  /** The database's current_date: a job is listed until its closing date has passed. */
  today: string;
  /**
   * search_state.catalog_generation: moves when the set of skill, name, title or city words the
   * searches expand against changes (migration 062): the job search's word catalog follows it.
   */
  catalog: string;
}

const GENERATIONS_QUERY = `SELECT r.company_generation::text AS company,
  r.job_generation::text AS job, r.skill_generation::text AS skill, current_date::text AS today,
  s.catalog_generation::text AS catalog
  FROM read_state r JOIN search_state s ON s.id = 1 WHERE r.id = 1`;

export async function readGenerations(db: Db): Promise<ReadGenerations> {
  const { rows } = await db.query<ReadGenerations>(GENERATIONS_QUERY, [], 'read_generations');
  return rows[0]!;
}
