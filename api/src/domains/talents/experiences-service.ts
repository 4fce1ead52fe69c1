// The rules of work experience: dates are real calendar dates (DD-MM-YYYY or YYYY-MM-DD), the
// end not before the start; no end date means the current job; empty text clears a field.
import fp from 'fastify-plugin';
import { toIsoDate } from '../../lib/calendar-date.js';
import type { FieldError } from '../../schemas/common.js';
import type { Experience } from '../../schemas/experience.js';
import { DomainError } from '../domain-error.js';
import type { ExperienceFields, ExperiencesRepository } from './experiences-repository.js';

export const EXPERIENCE_NOT_FOUND = 'Experience not found';
export const END_IN_FUTURE =
  'End date cannot be in the future: leave it empty for a job you still have';

/**
 * The latest end date accepted (YYYY-MM-DD): today, as far ahead as any time zone is (UTC+14),
 * so a talent in Jakarta choosing this month on the 1st is never refused by a server in UTC.
 */
function latestEndDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

interface DateInput {
  day_in?: string | undefined;
  day_out?: string | null | undefined;
}

export interface ExperienceInput extends DateInput {
  company_name?: string | undefined;
  job_position?: string | undefined;
  description?: string | null | undefined;
}

/**
 * Checks the calendar and the order of the dates; answers the ISO dates or field errors.
 * `current` fills in the stored dates on a partial update.
 */
function checkDates(input: DateInput, current?: { day_in: string; day_out: string | null }) {
  const errors: FieldError[] = [];
  let dayIn = current?.day_in;
  let dayOut = current?.day_out ?? null;
  if (input.day_in !== undefined) {
    const iso = toIsoDate(input.day_in);
    if (iso) dayIn = iso;
    else errors.push({ field: 'day_in', message: 'Start date is not a real date' });
  }
  if (input.day_out !== undefined) {
    // Empty or null: the current job.
    const iso = input.day_out ? toIsoDate(input.day_out) : null;
    if (input.day_out && !iso)
      errors.push({ field: 'day_out', message: 'End date is not a real date' });
    else dayOut = iso;
  }
  if (errors.length === 0 && dayIn && dayOut && dayOut < dayIn) {
    errors.push({ field: 'day_out', message: 'End date cannot be before the start date' });
  }
  if (errors.length === 0 && dayOut && dayOut > latestEndDate()) {
    errors.push({ field: 'day_out', message: END_IN_FUTURE });
  }
  if (errors.length > 0) throw new DomainError('invalid', errors[0]!.message, errors);
  return { dayIn, dayOut };
}

const emptyToNull = (text: string | null | undefined) => (text ? text : null);

export function createExperiencesService(experiences: ExperiencesRepository) {
  return {
    async create(
      idUser: number,
      input: ExperienceInput & { company_name: string; job_position: string; day_in: string },
    ): Promise<Experience> {
      const { dayIn, dayOut } = checkDates(input);
      const fields: ExperienceFields = {
        company_name: input.company_name,
        job_position: input.job_position,
        day_in: dayIn as string,
        day_out: dayOut,
        description: emptyToNull(input.description),
      };
      return experiences.create(idUser, fields);
    },

    /** Changes the given fields; dates are checked against the stored ones. */
    async update(id: number, input: ExperienceInput): Promise<Experience> {
      const current = await experiences.find(id);
      if (!current) throw new DomainError('not_found', EXPERIENCE_NOT_FOUND);
      const { dayIn, dayOut } = checkDates(input, current);
      const changes: Partial<ExperienceFields> = {};
      if (input.company_name !== undefined) changes.company_name = input.company_name;
      if (input.job_position !== undefined) changes.job_position = input.job_position;
      if (input.description !== undefined) changes.description = emptyToNull(input.description);
      if (input.day_in !== undefined) changes.day_in = dayIn as string;
      if (input.day_out !== undefined) changes.day_out = dayOut;
      const updated = await experiences.update(id, changes);
      if (!updated) throw new DomainError('not_found', EXPERIENCE_NOT_FOUND);
      return updated;
    },

    async remove(id: number): Promise<void> {
      if (!(await experiences.remove(id))) throw new DomainError('not_found', EXPERIENCE_NOT_FOUND);
    },
  };
}
export type ExperiencesService = ReturnType<typeof createExperiencesService>;

declare module 'fastify' {
  interface FastifyInstance {
    experiencesService: ExperiencesService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('experiencesService', createExperiencesService(fastify.experiencesRepository));
  },
  { name: 'experiences-service', dependencies: ['experiences-repository'] },
);
