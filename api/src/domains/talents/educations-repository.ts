// Education entries of talents; end_year null means still studying.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { Education } from '../../schemas/education.js';
import { createProfileEntriesRepository } from './profile-entries-table.js';

export interface EducationFields {
  school: string;
  degree: string;
  field_of_study: string | null;
  start_year: number;
  end_year: number | null;
}

/** Still studying first, then the most recent; `alias` is the table alias with its dot ('d.'). */
export const educationOrder = (alias = '') =>
  `(${alias}end_year IS NULL) DESC, ${alias}end_year DESC, ${alias}start_year DESC, ${alias}id DESC`;
const EDITABLE = ['school', 'degree', 'field_of_study', 'start_year', 'end_year'] as const;

export function createEducationsRepository(db: Db) {
  return createProfileEntriesRepository<Education, EducationFields>(db, {
    table: 'educations',
    fields: EDITABLE,
    order: educationOrder(),
  });
}
export type EducationsRepository = ReturnType<typeof createEducationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    educationsRepository: EducationsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('educationsRepository', createEducationsRepository(fastify.db));
  },
  { name: 'educations-repository', dependencies: ['db'] },
);
