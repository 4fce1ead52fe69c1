import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireTalent } from '../../../lib/require-talent-owner.js';
import { addTalentListRoute, requireRowOwner } from '../../../lib/talent-row-routes.js';
import { EDUCATION_NOT_FOUND } from '../../../domains/talents/educations-service.js';
import { errorResponses, IdParams } from '../../../schemas/common.js';
import {
  EducationBody,
  EducationDeleteResponse,
  EducationListQuery,
  EducationListResponse,
  EducationResponse,
  EducationUpdateBody,
} from '../../../schemas/education.js';

const usersEducations: FastifyPluginAsyncTypebox = async (fastify) => {
  const { educationsRepository: repo, educationsService } = fastify;
  const ownerOnly = requireRowOwner(fastify, repo, EDUCATION_NOT_FOUND);

  addTalentListRoute(fastify, repo, {
    tag: 'education',
    summary:
      "A talent's education, still studying first; without id_user the newest 100 of everyone",
    querystring: EducationListQuery,
    response: EducationListResponse,
    message: 'Educations',
  });

  fastify.post(
    '/',
    {
      onRequest: requireTalent(fastify),
      schema: {
        tags: ['education'],
        summary: 'Add an education entry (no end_year = still studying)',
        body: EducationBody,
        response: { 201: EducationResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await educationsService.create(request.account!.id, request.body);
      return reply.code(201).send({ status: 201, message: 'Education updated!', data });
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['education'],
        summary: 'Change one of your education entries',
        params: IdParams,
        body: EducationUpdateBody,
        response: { 200: EducationResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await educationsService.update(request.params.id, request.body);
      return { status: 200, message: 'Education updated!', data };
    },
  );

  fastify.delete(
    '/:id',
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['education'],
        summary: 'Remove one of your education entries',
        params: IdParams,
        response: { 200: EducationDeleteResponse, ...errorResponses },
      },
    },
    async (request) => {
      await educationsService.remove(request.params.id);
      return { status: 200, message: 'Education deleted!' };
    },
  );
};

export default usersEducations;
