// The rules of education entries: the end year not before the start year, the start year not in
// the future (an end year may be: an expected graduation); empty text clears the field of study.
import fp from 'fastify-plugin';
import type { Education } from '../../schemas/education.js';
import { DomainError } from '../domain-error.js';
import type { EducationFields, EducationsRepository } from './educations-repository.js';

export const EDUCATION_NOT_FOUND = 'Education not found';

export interface EducationInput {
  school?: string | undefined;
  degree?: string | undefined;
  field_of_study?: string | null | undefined;
  start_year?: number | undefined;
  end_year?: number | null | undefined;
}

/** The years after the change (`current`: the stored ones on a partial update), checked. */
function checkYears(
  input: EducationInput,
  current?: { start_year: number; end_year: number | null },
  now = new Date(),
) {
  // The schema's bounds, again: Ajv's coercion lets Infinity ("1e309") through a nullable integer.
  for (const field of ['start_year', 'end_year'] as const) {
    const year = input[field];
    if (
      year !== undefined &&
      year !== null &&
      !(Number.isInteger(year) && year >= 1950 && year <= 2100)
    )
      throw DomainError.atField(
        'invalid',
        field,
        `${field === 'start_year' ? 'Start' : 'End'} year must be a year between 1950 and 2100`,
      );
  }
  const start = input.start_year ?? current?.start_year;
  const end = input.end_year !== undefined ? input.end_year : (current?.end_year ?? null);
  if (start !== undefined && start > now.getUTCFullYear())
    throw DomainError.atField('invalid', 'start_year', 'Start year cannot be in the future');
  if (start !== undefined && end !== null && end < start)
    throw DomainError.atField('invalid', 'end_year', 'End year cannot be before the start year');
  return { start, end };
}

const emptyToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

export function createEducationsService(educations: EducationsRepository) {
  return {
    async create(
      idUser: number,
      input: EducationInput & { school: string; degree: string; start_year: number },
    ): Promise<Education> {
      const { start, end } = checkYears(input);
      const fields: EducationFields = {
        school: input.school.trim(),
        degree: input.degree.trim(),
        field_of_study: emptyToNull(input.field_of_study),
        start_year: start as number,
        end_year: end,
      };
      if (!fields.school) throw DomainError.atField('invalid', 'school', 'School is required');
      if (!fields.degree) throw DomainError.atField('invalid', 'degree', 'Degree is required');
      return educations.create(idUser, fields);
    },

    /** Changes the given fields; years are checked against the stored ones. */
    async update(id: number, input: EducationInput): Promise<Education> {
      const current = await educations.find(id);
      if (!current) throw new DomainError('not_found', EDUCATION_NOT_FOUND);
      checkYears(input, current);
      const changes: Partial<EducationFields> = {};
      if (input.school !== undefined) {
        changes.school = input.school.trim();
        if (!changes.school) throw DomainError.atField('invalid', 'school', 'School is required');
      }
      if (input.degree !== undefined) {
        changes.degree = input.degree.trim();
        if (!changes.degree) throw DomainError.atField('invalid', 'degree', 'Degree is required');
      }
      if (input.field_of_study !== undefined)
        changes.field_of_study = emptyToNull(input.field_of_study);
      if (input.start_year !== undefined) changes.start_year = input.start_year;
      if (input.end_year !== undefined) changes.end_year = input.end_year;
      const updated = await educations.update(id, changes);
      if (!updated) throw new DomainError('not_found', EDUCATION_NOT_FOUND);
      return updated;
    },

    async remove(id: number): Promise<void> {
      if (!(await educations.remove(id))) throw new DomainError('not_found', EDUCATION_NOT_FOUND);
    },
  };
}
export type EducationsService = ReturnType<typeof createEducationsService>;

declare module 'fastify' {
  interface FastifyInstance {
    educationsService: EducationsService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('educationsService', createEducationsService(fastify.educationsRepository));
  },
  { name: 'educations-service', dependencies: ['educations-repository'] },
);
