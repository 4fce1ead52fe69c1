// Work experience of talents. Dates are calendar dates ('YYYY-MM-DD' both ways);
// day_out null means the current job.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { Experience } from '../../schemas/experience.js';
import { createProfileEntriesRepository } from './profile-entries-table.js';

export interface ExperienceFields {
  company_name: string;
  job_position: string;
  day_in: string;
  day_out: string | null;
  description: string | null;
}

/** Current job first, then the most recent; `alias` is the table alias with its dot ('e.'). */
export const experienceOrder = (alias = '') =>
  `(${alias}day_out IS NULL) DESC, ${alias}day_out DESC, ${alias}day_in DESC, ${alias}id DESC`;
const EDITABLE = ['company_name', 'job_position', 'day_in', 'day_out', 'description'] as const;

export function createExperiencesRepository(db: Db) {
  return createProfileEntriesRepository<Experience, ExperienceFields>(db, {
    table: 'experiences',
    fields: EDITABLE,
    order: experienceOrder(),
  });
}
export type ExperiencesRepository = ReturnType<typeof createExperiencesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    experiencesRepository: ExperiencesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('experiencesRepository', createExperiencesRepository(fastify.db));
  },
  { name: 'experiences-repository', dependencies: ['db'] },
);
