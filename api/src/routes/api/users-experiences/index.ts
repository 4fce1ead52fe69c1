import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldHttpError } from '../../../lib/field-error.js';
import { toIsoDate } from '../../../lib/calendar-date.js';
import { requireTalent } from '../../../lib/require-talent-owner.js';
import { addTalentListRoute, requireRowOwner } from '../../../lib/talent-row-routes.js';
import type { ExperienceFields } from '../../../plugins/app/experiences-repository.js';
import { errorResponses, IdParams, type FieldError } from '../../../schemas/common.js';
import {
  ExperienceBody,
  ExperienceDeleteResponse,
  ExperienceListQuery,
  ExperienceListResponse,
  ExperienceResponse,
  ExperienceUpdateBody,
} from '../../../schemas/experience.js';

const NOT_FOUND = 'Experience not found';

interface DateInput {
  day_in?: string | undefined;
  day_out?: string | null | undefined;
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
  return { errors, dayIn, dayOut };
}

const emptyToNull = (text: string | null | undefined) => (text ? text : null);

const usersExperiences: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.experiencesRepository;
  const ownerOnly = requireRowOwner(fastify, repo, NOT_FOUND);

  addTalentListRoute(fastify, repo, {
    tag: 'experience',
    summary:
      "A talent's work experience, current job first; without id_user the newest 100 of everyone",
    querystring: ExperienceListQuery,
    response: ExperienceListResponse,
    message: 'Experiences',
  });

  fastify.post(
    '/',
    {
      onRequest: requireTalent(fastify),
      schema: {
        tags: ['experience'],
        summary:
          'Add work experience (dates DD-MM-YYYY or YYYY-MM-DD; empty day_out = current job)',
        body: ExperienceBody,
        response: { 201: ExperienceResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { errors, dayIn, dayOut } = checkDates(body);
      if (errors.length > 0) throw new FieldHttpError(400, errors);
      const fields: ExperienceFields = {
        company_name: body.company_name,
        job_position: body.job_position,
        day_in: dayIn as string,
        day_out: dayOut,
        description: emptyToNull(body.description),
      };
      const data = await repo.create(request.account!.id, fields);
      return reply.code(201).send({ status: 201, message: 'Experience updated!', data });
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['experience'],
        summary: 'Change one of your work experience entries',
        params: IdParams,
        body: ExperienceUpdateBody,
        response: { 200: ExperienceResponse, ...errorResponses },
      },
    },
    async (request) => {
      const current = await repo.find(request.params.id);
      if (!current) throw fastify.httpErrors.notFound(NOT_FOUND);
      const body = request.body;
      const { errors, dayIn, dayOut } = checkDates(body, current);
      if (errors.length > 0) throw new FieldHttpError(400, errors);
      const changes: Partial<ExperienceFields> = {};
      if (body.company_name !== undefined) changes.company_name = body.company_name;
      if (body.job_position !== undefined) changes.job_position = body.job_position;
      if (body.description !== undefined) changes.description = emptyToNull(body.description);
      if (body.day_in !== undefined) changes.day_in = dayIn as string;
      if (body.day_out !== undefined) changes.day_out = dayOut;
      const data = await repo.update(request.params.id, changes);
      if (!data) throw fastify.httpErrors.notFound(NOT_FOUND);
      return { status: 200, message: 'Experience updated!', data };
    },
  );

  fastify.delete(
    '/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['experience'],
        summary: 'Remove one of your work experience entries',
        params: IdParams,
        response: { 200: ExperienceDeleteResponse, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await repo.remove(request.params.id))) throw fastify.httpErrors.notFound(NOT_FOUND);
      return { status: 200, message: 'Experience deleted!' };
    },
  );
};

export default usersExperiences;
