// /api/applications: the logged-in talent's own job applications.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../schemas/common.js';
import { TalentApplicationsResponse } from '../../../schemas/job.js';

const applications: FastifyPluginAsyncTypebox = async (fastify) => {
  const { jobsService } = fastify;

  fastify.get(
    '/',
    {
      onRequest: fastify.requireRole('talent'),
      schema: {
        tags: ['jobs'],
        summary: 'Your job applications, most recently changed first',
        response: { 200: TalentApplicationsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      status: 200,
      message: 'Applications found',
      data: await jobsService.talentApplications(request.account!.id),
    }),
  );
};

export default applications;
