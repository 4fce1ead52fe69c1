// The generations of the public reads (migration 107) and the database's date, in one
// statement: what a remembered answer is checked against on every request.
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
}

const GENERATIONS_QUERY = `SELECT company_generation::text AS company, job_generation::text AS job,
  skill_generation::text AS skill, current_date::text AS today FROM read_state WHERE id = 1`;

export async function readGenerations(db: Db): Promise<ReadGenerations> {
  const { rows } = await db.query<ReadGenerations>(GENERATIONS_QUERY, [], 'read_generations');
  return rows[0]!;
}
