import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireTalent } from '../../../lib/require-talent-owner.js';
import { addTalentListRoute, requireRowOwner } from '../../../lib/talent-row-routes.js';
import { EXPERIENCE_NOT_FOUND } from '../../../domains/talents/experiences-service.js';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  ExperienceBody,
  ExperienceDeleteResponse,
  ExperienceListQuery,
  ExperienceListResponse,
  ExperienceResponse,
  ExperienceUpdateBody,
} from '../../../schemas/experience.js';

const usersExperiences: FastifyPluginAsyncTypebox = async (fastify) => {
  const { experiencesRepository: repo, experiencesService } = fastify;
  const ownerOnly = requireRowOwner(fastify, repo, EXPERIENCE_NOT_FOUND);

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
      const data = await experiencesService.create(request.account!.id, request.body);
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
      const data = await experiencesService.update(request.params.id, request.body);
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
      await experiencesService.remove(request.params.id);
      return { status: 200, message: 'Experience deleted!' };
    },
  );
};

export default usersExperiences;
